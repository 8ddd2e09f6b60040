import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { tourLabel } from '../../../lib/match-labels';
import type { SlateMatch } from '../slate-match';
import { FILTER_KEYS, type FilterKey, type SlateFilters, valuesOf } from './slate-filters';
import { filterValueLabel } from './slate-labels';

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

/** The active filters as chips; each removes its filter. */
function FilterChips({ filters, onChange, onClear }: Omit<SlateFilterBarProps, 'matches'>) {
  const active = FILTER_KEYS.filter((k) => filters[k] !== undefined);
  if (active.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-1.5">
      {active.map((key) => {
        const text = `${LABELS[key]}: ${label(key, filters[key] as string)}`;
        return (
          <li key={key}>
            <button
              type="button"
              aria-label={`Remove filter ${text}`}
              onClick={() => onChange(key, undefined)}
              className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-950 hover:bg-sky-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 dark:bg-sky-900 dark:text-sky-50 dark:hover:bg-sky-800"
            >
              {text}
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        );
      })}
      <li>
        <Button variant="quiet" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      </li>
    </ul>
  );
}

/**
 * One select per filter; changes go to the URL so a filtered slate can be shared. On a phone the
 * selects sit behind the Filters button (`open`); from md up they stay in one compact row. Active
 * filters show as removable chips either way.
 */
export function SlateFilterBar({
  matches,
  filters,
  onChange,
  onClear,
  open,
  panelId,
}: SlateFilterBarProps & { open: boolean; panelId: string }) {
  const active = FILTER_KEYS.some((k) => filters[k] !== undefined);
  // Closed on a phone with nothing set, the bar takes no room (not even the slate's grid gap).
  return (
    <div className={`${open || active ? 'grid' : 'hidden md:grid'} min-w-0 gap-2`}>
      <fieldset
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} min-w-0 gap-2 rounded-md border border-slate-200 p-2 md:grid md:border-0 md:p-0 dark:border-slate-800`}
      >
        <legend className="sr-only">Filters</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-8">
          {FILTER_KEYS.map((key) => (
            <SelectField
              key={key}
              compact
              label={LABELS[key]}
              value={filters[key] ?? ''}
              all="Any"
              options={optionsFor(matches, key, filters[key]).map((v) => ({ key: v, label: label(key, v) }))}
              onChange={(v) => onChange(key, v || undefined)}
            />
          ))}
        </div>
      </fieldset>
      <FilterChips filters={filters} onChange={onChange} onClear={onClear} />
    </div>
  );
}
