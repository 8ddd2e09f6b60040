import { localFormatter } from '../lib/local-time';

/** A time the strip names (a retry, the next refresh), as hours and minutes in the user's zone. */
export const clock = (ms: number) => localFormatter({ hour: '2-digit', minute: '2-digit' }).format(ms);

const BUTTON =
  'rounded border border-slate-300 px-1.5 font-medium leading-[14px] hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 dark:border-slate-700 dark:hover:bg-slate-800';

/** What the strip says when the usage read failed: the full sentence, and the phone's short words. */
function failedTierWords(tier: string | null, retryAt: number | null): { full: string; short: string } {
  const retry = retryAt ? ` · retrying at ${clock(retryAt)}` : ' · retrying';
  if (!tier) return { full: `not known — usage unavailable${retry}`, short: 'not known' };
  const name = tier.toUpperCase();
  return { full: `${name} (last known; usage unavailable)${retry}`, short: `${name} (last known)` };
}

/**
 * The key's tier as this browser knows it: the service's last word (this load's read, or the one
 * this tab kept from an earlier load). When the read fails, what is known is said in words, with
 * when it is asked again and a button to ask now; a tier known before the failure stays, marked.
 * On a phone the words are short ("not known", "Retry"), so tier, feed and the refresh button keep
 * one line and the day's count the second: the full sentence wrapped the strip to three lines (four at
 * 360 px). Screen readers read the sentence at every width, and the tooltip holds it.
 */
export function TierText({
  tier,
  failed,
  retryAt,
  onRetry,
}: {
  tier: string | null;
  failed: boolean;
  retryAt: number | null;
  onRetry: () => void;
}) {
  if (tier && !failed) return <>{tier.toUpperCase()}</>;
  if (!failed) return <>checking…</>;
  const { full, short } = failedTierWords(tier, retryAt);
  const title = tier ? `The usage read failed: this is the tier this browser last learned. ${full}` : full;
  return (
    <span title={title}>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
      <span className="max-sm:sr-only">{full}</span>{' '}
      <button type="button" onClick={onRetry} aria-label="Retry now" title={full} className={BUTTON}>
        <span className="sm:hidden">Retry</span>
        <span className="hidden sm:inline">Retry now</span>
      </button>
    </span>
  );
}
