import { useId } from 'react';
import { tourLabel } from '../../lib/match-labels';
import { FILTER_KEYS, type FilterKey, type SlateFilters, valuesOf } from './slate-filters';
import { filterValueLabel } from './slate-labels';
import type { SlateMatch } from './slate-match';

const LABELS: Record<FilterKey, string> = {
  tour: 'Tour',
  draw: 'Draw',
  gender: 'Gender',
  tier: 'Tier',
  qualifying: 'Qualifying',
  country: 'Country',
  has_market: 'Has market',
  has_analysis: 'Has analysis',
};

interface SlateFilterBarProps {
  matches: readonly SlateMatch[];
  filters: SlateFilters;
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
}

// Options come from the rows on the slate, plus the value in the URL so a shared link's filter stays
// visible (and clearable) when nothing currently matches it.
function optionsFor(matches: readonly SlateMatch[], key: FilterKey, current: string | undefined): string[] {
  const values = new Set<string>();
  for (const m of matches) for (const v of valuesOf(m, key)) values.add(v);
  if (current) values.add(current);
  return [...values].sort();
}

const label = (key: FilterKey, value: string) =>
  key === 'tour' ? (tourLabel(value) ?? value) : filterValueLabel(key, value);

/** One select per filter; changes go to the URL so a filtered slate can be shared. */
export function SlateFilterBar({ matches, filters, onChange, onClear }: SlateFilterBarProps) {
  const id = useId();
  const active = FILTER_KEYS.some((k) => filters[k] !== undefined);
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold">Filters</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FILTER_KEYS.map((key) => (
          <div key={key} className="grid min-w-0 gap-0.5">
            <label htmlFor={`${id}-${key}`} className="text-xs text-slate-600 dark:text-slate-400">
              {LABELS[key]}
            </label>
            <select
              id={`${id}-${key}`}
              value={filters[key] ?? ''}
              onChange={(e) => onChange(key, e.target.value || undefined)}
              className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              <option value="">Any</option>
              {optionsFor(matches, key, filters[key]).map((v) => (
                <option key={v} value={v}>
                  {label(key, v)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {active && (
        <button
          type="button"
          onClick={onClear}
          className="justify-self-start rounded-md px-2 py-1 text-sm font-medium text-sky-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-sky-700 dark:text-sky-300"
        >
          Clear filters
        </button>
      )}
    </fieldset>
  );
}
