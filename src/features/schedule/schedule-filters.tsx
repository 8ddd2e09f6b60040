import { TOURS } from '../../../contract/common';
import { SelectField } from '../../components/select-field';
import { dayHeading } from '../../lib/local-time';
import { tourLabel } from '../../lib/match-labels';
import { UNDATED } from './group-fixtures-by-day';

interface ScheduleFiltersProps {
  days: string[];
  day: string;
  tour: string;
  onChange: (key: 'day' | 'tour', value: string) => void;
}

/** Day and tour pickers; both live in the URL so a schedule view can be shared. */
export function ScheduleFilters({ days, day, tour, onChange }: ScheduleFiltersProps) {
  // A shared link may name a day that has no fixtures any more; keep it selectable so the empty state explains.
  const options = day && !days.includes(day) ? [...days, day] : days;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Day"
        all="All days"
        value={day}
        options={options.map((d) => ({
          key: d,
          label: d === UNDATED ? 'Date to be announced' : dayHeading(d),
        }))}
        onChange={(v) => onChange('day', v)}
      />
      <SelectField
        label="Tour"
        all="All tours"
        value={tour}
        options={TOURS.map((t) => ({ key: t, label: tourLabel(t) ?? t }))}
        onChange={(v) => onChange('tour', v)}
      />
    </div>
  );
}
