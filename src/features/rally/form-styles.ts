// Shared classes of this feature's forms and links (contrast checked in both themes).

export const control =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export const primaryButton =
  'rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60 dark:bg-indigo-300 dark:text-indigo-950';

export const secondaryButton =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800';

export const textLink =
  'text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200';

export const fieldLabel = 'grid content-start gap-1 text-sm text-slate-700 dark:text-slate-300';
