import { useEffect, useRef } from 'react';
import { currentConnection } from '../../api/connection';

// What each plan adds, in a fan's words (the spec's tier table); each includes the ones above it.
const PLANS: readonly { tier: string; adds: string; perMinute: string; perDay: string }[] = [
  {
    tier: 'FREE',
    adds: 'live and upcoming matches with their scores, players, fixtures and tournaments; 20 history reads a month',
    perMinute: '30',
    perDay: '100',
  },
  {
    tier: 'BASIC',
    adds: 'finished matches point by point, results since 1968, head-to-heads, coverage',
    perMinute: '60',
    perDay: '1,000',
  },
  {
    tier: 'PRO',
    adds: 'stoppages and medical timeouts, betting-market prices, rankings tables, bulk downloads',
    perMinute: '300',
    perDay: '10,000',
  },
  {
    tier: 'ULTRA',
    adds: 'win probability and model analysis, live statistics, scores pushed the moment they change, Elo, shot-by-shot charting, webhooks',
    perMinute: '600',
    perDay: '500,000',
  },
];

/**
 * How to move to a higher plan: what each adds, where a key comes from, and where it goes (the
 * gateway's operator sets it; a browser holds only a FREE key). Tier notices link here.
 */
export function UpgradeSection() {
  const gateway = currentConnection().mode === 'gateway';
  const ref = useRef<HTMLElement>(null);
  // A tier notice's link lands here; the page renders after the browser looked for the anchor.
  useEffect(() => {
    if (globalThis.location?.hash === '#upgrade') ref.current?.scrollIntoView?.();
  }, []);
  return (
    <section
      ref={ref}
      id="upgrade"
      aria-labelledby="upgrade-heading"
      className="scroll-mt-4 rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <h2 id="upgrade-heading" className="mb-2 text-lg font-semibold">
        Upgrading your plan
      </h2>
      <p className="text-sm">
        What Courtside shows depends on the plan of the API key it uses. Each plan includes everything in the
        ones before it:
      </p>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {PLANS.map((p) => (
          <li key={p.tier}>
            <span className="font-semibold">{p.tier}</span> ({p.perMinute} requests a minute, {p.perDay} a
            day): {p.adds}.
          </li>
        ))}
      </ul>
      <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm">
        <li>
          Get a key of the plan you want from the Tennis Data Service you use (its own site sells them).
        </li>
        {gateway ? (
          <li>
            This dashboard holds its key on its server, so whoever runs it puts the new key in place: they
            start the gateway with <code>COURTSIDE_KEY</code> set to it. Nothing changes in your browser.
          </li>
        ) : (
          <li>
            A paid key must never be typed into a browser: run Courtside’s gateway with{' '}
            <code>COURTSIDE_KEY</code> set to it and open the dashboard through the gateway.
          </li>
        )}
        <li>Reload: the tier and its limits show above under Tier and usage.</li>
      </ol>
    </section>
  );
}
