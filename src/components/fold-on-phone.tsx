import { type ReactNode, useState } from 'react';

/** The `sm` breakpoint: narrower than this is a phone. */
const WIDE = '(min-width: 640px)';

const wide = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE).matches;

interface Props {
  /** The words of the fold's button on a phone ("Search and filters"). */
  summary: ReactNode;
  /** Open on a phone too (nothing to show below it yet, so the form is what the user needs). */
  openOnPhone?: boolean;
  children: ReactNode;
}

/**
 * A block folded behind one line on a phone, so what it controls (the results) is on the first
 * screen; open from `sm` up, where it has the room. The user's toggle stands.
 */
export function FoldOnPhone({ summary, openOnPhone = false, children }: Props) {
  const [open, setOpen] = useState(() => openOnPhone || wide());
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded-md border border-slate-300 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 sm:hidden dark:border-slate-700">
        {summary}
      </summary>
      <div className="mt-2 sm:mt-0">{children}</div>
    </details>
  );
}
