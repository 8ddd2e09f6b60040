import type { ReactNode } from 'react';

export type RowIconKind = 'stale' | 'corroborated' | 'not-corroborated' | 'market' | 'tiebreak';

// Tone per meaning: warnings in amber, facts in slate; every icon also has its words (title, legend).
const TONE: Record<RowIconKind, string> = {
  stale: 'text-amber-700 dark:text-amber-400',
  corroborated: 'text-emerald-700 dark:text-emerald-400',
  'not-corroborated': 'text-amber-700 dark:text-amber-400',
  market: 'text-sky-700 dark:text-sky-400',
  tiebreak: 'text-slate-700 dark:text-slate-300',
};

const PATHS: Record<RowIconKind, ReactNode> = {
  stale: (
    <>
      <circle cx="6" cy="6" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M6 3.5V6l1.8 1.2" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  corroborated: (
    <path d="M2 6.3 4.8 9 10 3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  ),
  'not-corroborated': (
    <>
      <path
        d="M6 1.5 11 10.5H1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      <path d="M6 5v2.4" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="6" cy="9" r="0.8" fill="currentColor" />
    </>
  ),
  market: (
    <path
      d="M1.5 10.5h9M3 9V6M6 9V2.5M9 9V4.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
  ),
  tiebreak: null,
};

/** One small state icon; the caller gives it its words as `title`. */
export function RowIcon({ kind, title }: { kind: RowIconKind; title: string }) {
  if (kind === 'tiebreak')
    return (
      <span title={title} className={`text-[9px] leading-3 font-bold ${TONE.tiebreak}`}>
        TB
      </span>
    );
  return (
    <svg viewBox="0 0 12 12" className={`size-3 shrink-0 ${TONE[kind]}`}>
      <title>{title}</title>
      {PATHS[kind]}
    </svg>
  );
}

/** The icons and what they mean, for the slate's legend. */
export const ROW_ICON_MEANINGS: readonly { kind: RowIconKind; words: string }[] = [
  { kind: 'stale', words: 'Stale: the score has not changed for a while' },
  { kind: 'corroborated', words: 'Corroborated: an independent source shows this score' },
  { kind: 'not-corroborated', words: 'Not corroborated by an independent source' },
  { kind: 'market', words: 'A betting market is open on this match' },
  { kind: 'tiebreak', words: 'Tiebreak in play' },
];
