import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
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
  const active = FILTER_KEYS.some((k) => filters[k] !== undefined);
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold">Filters</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
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
      {active && (
        <Button variant="quiet" size="sm" onClick={onClear} className="justify-self-start">
          Clear filters
        </Button>
      )}
    </fieldset>
  );
}
