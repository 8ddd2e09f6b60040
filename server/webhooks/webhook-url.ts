import { isLoopbackHost } from '../../contract/webhooks';

// code ours: the documents list only "400" for POST /webhooks.
/** The refusal of a receiver this local service will not call, or null when the URL may be used. */
export function refuseWebhookUrl(url: unknown): { error: 'webhook_url_not_loopback'; detail: string } | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Unparseable: the contract parse answers it as bad_request.
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (isLoopbackHost(parsed.hostname)) return null;
  return {
    error: 'webhook_url_not_loopback',
    detail:
      'The local service delivers only to loopback receivers (127.0.0.0/8, [::1], localhost); ' +
      `'${parsed.hostname}' is not one.`,
  };
}
