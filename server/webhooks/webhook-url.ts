import { isLoopbackHost } from '../../contract/webhooks';

type Refusal = { error: 'webhook_url_not_loopback' | 'bad_request'; detail: string };

/**
 * The refusal of a receiver this local service will not call, or null when the URL may be used.
 * `ownPorts` are the ports the service itself listens on (public and admin): every receiver is on
 * loopback, so a receiver on one of them is the service calling itself, and a frame delivered to
 * `/_admin/faults/withdraw` would withdraw again, without end.
 */
export function refuseWebhookUrl(url: unknown, ownPorts: ReadonlySet<number> = new Set()): Refusal | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Unparseable: the contract parse answers it as bad_request.
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // code ours: the documents list only "400" for POST /webhooks.
  if (!isLoopbackHost(parsed.hostname))
    return {
      error: 'webhook_url_not_loopback',
      detail:
        'The local service delivers only to loopback receivers (127.0.0.0/8, [::1], localhost); ' +
        `'${parsed.hostname}' is not one.`,
    };
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  // The vendor document's BadRequest: the generic 400 of a body the service will not take.
  if (ownPorts.has(port))
    return {
      error: 'bad_request',
      detail: `url: port ${port} is this service's own listener; a webhook may not call the service itself.`,
    };
  if (isAdminPath(parsed.pathname))
    return { error: 'bad_request', detail: 'url: a webhook may not target an /_admin path.' };
  return null;
}

/** `/_admin…` however it is spelled: percent-encoded or in another case. */
function isAdminPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Keep the raw path: a bad escape cannot hide the prefix from the check below.
  }
  return /^\/+_admin(\/|$)/i.test(decoded) || /^\/+_admin(\/|$)/i.test(pathname);
}
