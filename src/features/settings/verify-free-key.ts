import { ApiError } from '../../api/api-error';
import { describeApiError } from '../../api/describe-api-error';
import { getUsage } from '../../api/service';
import { retryHint } from '../../components/retry-hint';
import { isKnownTier, tierLabel } from './tier-label';

export type KeyCheck = { ok: true } | { ok: false; reason: string };

/**
 * Asks the service which tier a key belongs to before it is stored: only a FREE key may live in a
 * browser (the spec allows it; a paid key in localStorage is readable by any script on the page).
 */
export async function verifyFreeKey(
  baseUrl: string,
  apiKey: string,
  signal?: AbortSignal,
): Promise<KeyCheck> {
  try {
    // gate: null so the check neither spends nor waits on the running key's budget.
    const usage = await getUsage({ connection: { mode: 'direct', baseUrl, apiKey }, gate: null, signal });
    if (usage.tier === 'free') return { ok: true };
    if (usage.tier === undefined || !isKnownTier(usage.tier))
      return {
        ok: false,
        reason: `The service did not confirm this is a FREE key (tier: ${usage.tier ? tierLabel(usage.tier) : 'not reported'}), so it was not saved.`,
      };
    return {
      ok: false,
      reason: `This is a ${tierLabel(usage.tier)} key. Paid keys must never be entered in a browser, where any script on the page could read them. Use gateway mode: the gateway holds paid keys on the server and the browser never sees them.`,
    };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    const hint = retryHint(e);
    return {
      ok: false,
      reason: `The key could not be checked: ${describeApiError(e)}${hint ? ` ${hint}` : ''}`,
    };
  }
}
