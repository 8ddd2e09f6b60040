import { useId, useState } from 'react';

/** The "Filters" button: a disclosure on phones (the selects would fill the first screen). */
export function FiltersToggle({
  open,
  onToggle,
  count,
  panelId,
}: {
  open: boolean;
  onToggle: () => void;
  count: number;
  panelId: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 md:hidden dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      Filters
      {count > 0 && (
        <span className="rounded-full bg-sky-700 px-1.5 text-xs text-white dark:bg-sky-300 dark:text-slate-950">
          {count}
        </span>
      )}
      <span aria-hidden="true" className="text-xs">
        {open ? '▴' : '▾'}
      </span>
    </button>
  );
}

/** The Filters disclosure's state and its panel id, shared by the toggle and the bar. */
export function useFiltersDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return { open, toggle: () => setOpen((o) => !o), panelId };
}
