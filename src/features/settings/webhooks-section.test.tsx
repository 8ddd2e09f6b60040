// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTier } from '../../test/test-budget';
import { json } from '../../test/test-render';
import { WebhooksSection } from './webhooks-section';

interface Hook {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  last_error: string | null;
}

/** A small stand-in for POST/GET/DELETE /webhooks holding state between calls, as the service does. */
function webhookService(refuse?: Response) {
  const hooks: Hook[] = [];
  let next = 1;
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (refuse) return refuse.clone();
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      const body = JSON.parse(String(init?.body));
      if (hooks.length >= 3) return json(409, { error: 'webhook_limit' });
      const hook = { id: next++, url: body.url, events: body.events, enabled: true, last_error: null };
      hooks.push(hook);
      return json(201, { ...hook, secret: `whsec_${hook.id}_abc` });
    }
    const del = url.pathname.match(/\/webhooks\/(\d+)$/);
    if (method === 'DELETE' && del) {
      hooks.splice(
        hooks.findIndex((h) => h.id === Number(del[1])),
        1,
      );
      return json(200, { deleted: Number(del[1]) });
    }
    return json(200, { data: hooks, meta: { count: hooks.length } });
  });
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WebhooksSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WebhooksSection', () => {
  it('creates a webhook, shows its secret once, lists it without the secret and deletes it', async () => {
    const fetchMock = webhookService();
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    expect(await screen.findByText('No webhooks registered.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Webhook URL'), {
      target: { value: 'http://127.0.0.1:9000/hook' },
    });
    fireEvent.click(screen.getByLabelText('Break point'));
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_1_abc');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      url: 'http://127.0.0.1:9000/hook',
      events: ['score', 'break_point'],
    });
    const list = await screen.findByRole('list', { name: 'Registered webhooks' });
    expect(within(list).getByText('http://127.0.0.1:9000/hook')).toBeInTheDocument();
    expect(within(list).getByText(/Score, break point · enabled/)).toBeInTheDocument();
    expect(within(list).queryByText(/whsec_/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('No webhooks registered.')).toBeInTheDocument();
  });

  it('says a fourth webhook is over the limit of 3', async () => {
    vi.stubGlobal('fetch', webhookService());
    renderSection();
    await screen.findByText('No webhooks registered.');
    for (let i = 0; i < 4; i++) {
      fireEvent.change(screen.getByLabelText('Webhook URL'), {
        target: { value: `http://127.0.0.1:9000/h${i}` },
      });
      fireEvent.click(screen.getByRole('button', { name: /Create webhook|Creating/ }));
      if (i < 3) await screen.findByText(`http://127.0.0.1:9000/h${i}`);
    }
    expect(await screen.findByText(/already has its 3 webhooks/)).toBeInTheDocument();
  });

  it('explains that a marketplace or lower-tier key cannot register webhooks, and still shows how to verify', async () => {
    vi.stubGlobal('fetch', webhookService(json(403, { error: 'upgrade_required' })));
    renderSection();
    expect(await screen.findByTestId('webhooks-unavailable')).toHaveTextContent(/ULTRA key bought directly/);
    expect(screen.queryByLabelText('Webhook URL')).not.toBeInTheDocument();
    expect(screen.getByText('How to verify a delivery’s signature')).toBeInTheDocument();
  });

  it('asks nothing below ULTRA: the usage read already said the plan has no webhooks', async () => {
    const fetchMock = webhookService();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>{withTier('free', <WebhooksSection />)}</QueryClientProvider>,
    );
    expect(await screen.findByTestId('webhooks-unavailable')).toHaveTextContent(/ULTRA key bought directly/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
