import { queryOptions } from '@tanstack/react-query';
import { listWebhooks } from '../api/webhooks';
import { serviceQueries } from './service-queries';

// Apart from service-queries (which the status strip reads on every page), so the webhook schemas
// load with the settings page instead of in the slate's first JS.

/** The key's webhooks (settings). */
export const webhookQueries = {
  list: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'webhooks'] as const,
      queryFn: ({ signal }) => listWebhooks({ signal }),
    }),
};
