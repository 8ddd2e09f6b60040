import { type FormEvent, useState } from 'react';
import { ROUND_CODES } from '../../../contract/common';
import { type ArchiveFilters, type FilterKey, filtersToUrl } from './archive-filters';
import { LEVEL_OPTIONS } from './archive-labels';

interface ArchiveSearchFormProps {
  /** The filters the URL holds; the form starts from them (the page remounts it when the URL changes). */
  initial: ArchiveFilters;
  onSearch: (params: Record<string, string>) => void;
}

const input =
  'w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:scheme-dark dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
const label = 'grid gap-1 text-sm font-medium text-slate-800 dark:text-slate-200';

/** Keeps a value the URL holds even when it is outside the known list, so the form shows what was asked. */
const withCurrent = (known: readonly string[], current: string | undefined) =>
  current && !known.includes(current) ? [...known, current] : known;

/**
 * The archive filters. Searching happens on submit only: every search is a history read, and a FREE
 * key has 20 a month. Input is not second-guessed here; the service's 400 explains a bad value.
 */
export function ArchiveSearchForm({ initial, onSearch }: ArchiveSearchFormProps) {
  const [draft, setDraft] = useState<ArchiveFilters>(initial);
  const set = (key: FilterKey) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filtersToUrl(draft));
  };
  const onClear = () => {
    setDraft({});
    onSearch({});
  };

  return (
    <search>
      <form
        onSubmit={onSubmit}
        aria-label="Search the archive"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        <label className={`${label} lg:col-span-2`}>
          Player name
          <input
            type="search"
            value={draft.name ?? ''}
            onChange={set('name')}
            placeholder="At least 3 letters"
            className={input}
          />
        </label>
        <label className={label}>
          Tour
          <select value={draft.tour ?? ''} onChange={set('tour')} className={input}>
            <option value="">Both tours</option>
            {withCurrent(['atp', 'wta'], draft.tour).map((t) => (
              <option key={t} value={t}>
                {t.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Round
          <select value={draft.round ?? ''} onChange={set('round')} className={input}>
            <option value="">Any round</option>
            {withCurrent(ROUND_CODES, draft.round).map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <label className={`${label} lg:col-span-2`}>
          Level
          <input
            type="text"
            list="archive-levels"
            value={draft.level ?? ''}
            onChange={set('level')}
            placeholder="e.g. G, M, A, C"
            className={input}
          />
        </label>
        <datalist id="archive-levels">
          {LEVEL_OPTIONS.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </datalist>
        <label className={label}>
          From
          <input
            type="date"
            min="1968-01-01"
            max="2022-12-31"
            value={draft.from ?? ''}
            onChange={set('from')}
            className={input}
          />
        </label>
        <label className={label}>
          To
          <input
            type="date"
            min="1968-01-01"
            max="2022-12-31"
            value={draft.to ?? ''}
            onChange={set('to')}
            className={input}
          />
        </label>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
          <button
            type="submit"
            className="rounded-md bg-indigo-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:bg-indigo-300 dark:text-indigo-950 dark:hover:bg-indigo-200"
          >
            Search
          </button>
          <button
            type="button"
            onClick={onClear}
            className="rounded-md border border-slate-400 px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Clear filters
          </button>
        </div>
      </form>
    </search>
  );
}
