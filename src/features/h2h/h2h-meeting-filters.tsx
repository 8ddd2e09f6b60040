import { SelectField } from '../../components/select-field';
import type { Meeting } from './h2h-outcomes';
import { ROUND_WORDS } from '../../lib/vocabulary';
import { LEVEL_WORDS, type MeetingFilters, meetingChoices } from './meeting-filters';

const SURFACE_WORDS: Record<string, string> = {
  hard: 'Hard',
  clay: 'Clay',
  grass: 'Grass',
  carpet: 'Carpet',
};
const words = (map: Record<string, string>) => (v: string) => ({ key: v, label: map[v] ?? v });

/** Surface, level and round of the meetings; each choice lives in the URL and offers only what they met on. */
export function H2hMeetingFilters({
  meetings,
  value,
  onChange,
}: {
  meetings: readonly Meeting[];
  value: MeetingFilters;
  onChange: (key: keyof MeetingFilters, v: string) => void;
}) {
  const choices = meetingChoices(meetings);
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <legend className="sr-only">Filter the meetings</legend>
      <SelectField
        label="Surface"
        all="Any surface"
        value={value.surface}
        options={choices.surfaces.map(words(SURFACE_WORDS))}
        onChange={(v) => onChange('surface', v)}
      />
      <SelectField
        label="Level"
        all="Any level"
        value={value.level}
        options={choices.levels.map(words(LEVEL_WORDS))}
        onChange={(v) => onChange('level', v)}
      />
      <SelectField
        label="Round"
        all="Any round"
        value={value.round}
        options={choices.rounds.map(words(ROUND_WORDS))}
        onChange={(v) => onChange('round', v)}
      />
    </fieldset>
  );
}
