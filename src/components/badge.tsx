import type { ReactNode } from 'react';

type BadgeTone = 'neutral' | 'warning' | 'live';

// Colour pairs chosen for at least 4.5:1 contrast in both themes (axe checks it in e2e).
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  live: 'bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-100',
};

export interface BadgeProps {
  tone?: BadgeTone;
  title?: string;
  children: ReactNode;
}

/**
 * A small inline label. Its words are shown as written (sentence case, abbreviations in capitals): a
 * badge carries words users read, and capitals everywhere read as shouting and blur "ATP" into the rest.
 */
export function Badge({ tone = 'neutral', title, children }: BadgeProps) {
  return (
    <span
      title={title}
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
