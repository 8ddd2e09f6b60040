// The links of this feature (contrast checked in both themes); controls and buttons come from the kit.

export const textLink =
  'text-indigo-800 underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200';
