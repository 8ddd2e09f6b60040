import { useId } from 'react';
import { TOURS } from '../../../contract/common';
import { dayHeading } from '../../lib/local-time';
import { tourLabel } from '../../lib/match-labels';
import { UNDATED } from './group-fixtures-by-day';

interface ScheduleFiltersProps {
  days: string[];
  day: string;
  tour: string;
  onChange: (key: 'day' | 'tour', value: string) => void;
}

const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** Day and tour pickers; both live in the URL so a schedule view can be shared. */
export function ScheduleFilters({ days, day, tour, onChange }: ScheduleFiltersProps) {
  const dayId = useId();
  const tourId = useId();
  // A shared link may name a day that has no fixtures any more; keep it selectable so the empty state explains.
  const options = day && !days.includes(day) ? [...days, day] : days;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label htmlFor={dayId} className="grid gap-1 text-sm text-slate-700 dark:text-slate-300">
        Day
        <select
          id={dayId}
          value={day}
          onChange={(e) => onChange('day', e.target.value)}
          className={selectClass}
        >
          <option value="">All days</option>
          {options.map((d) => (
            <option key={d} value={d}>
              {d === UNDATED ? 'Date to be announced' : dayHeading(d)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={tourId} className="grid gap-1 text-sm text-slate-700 dark:text-slate-300">
        Tour
        <select
          id={tourId}
          value={tour}
          onChange={(e) => onChange('tour', e.target.value)}
          className={selectClass}
        >
          <option value="">All tours</option>
          {TOURS.map((t) => (
            <option key={t} value={t}>
              {tourLabel(t)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
