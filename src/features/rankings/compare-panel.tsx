import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { CompareView } from './compare-view';
import { RankingPlayerSearch } from './ranking-player-search';
import {
  type CompareAxis,
  comparedParams,
  type EloTour,
  MAX_COMPARED,
  type RankingsUrl,
  type useRankingsUrl,
} from './rankings-url';

interface Props {
  url: RankingsUrl;
  update: ReturnType<typeof useRankingsUrl>[1];
}

const TOURS = [
  { key: 'atp', label: 'ATP (men)' },
  { key: 'wta', label: 'WTA (women)' },
] as const;
const AXES = [
  { key: 'date', label: 'Date' },
  { key: 'age', label: 'Age' },
] as const;
const LABEL: Record<EloTour, string> = { atp: 'ATP singles', wta: 'WTA singles' };

/** Up to four careers of one tour side by side: ranking and Elo, by date or by age. */
export function ComparePanel({ url, update }: Props) {
  const players = url.compare;
  const full = players.length >= MAX_COMPARED;
  const add = (id: number, name: string) => {
    if (full || players.some((p) => p.id === id)) return;
    update(comparedParams([...players, { id, name }]));
  };
  const remove = (id: number) => update(comparedParams(players.filter((p) => p.id !== id)));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          id="compare-tour"
          label="Tour"
          value={url.tour}
          options={TOURS}
          // Ids are the tour's own: another tour starts an empty comparison.
          onChange={(tour) => update({ tour: tour === 'atp' ? null : tour, ...comparedParams([]) })}
        />
        <SelectField<CompareAxis>
          id="compare-axis"
          label="Across"
          value={url.axis}
          options={AXES}
          onChange={(axis) => update({ axis: axis === 'date' ? null : axis })}
        />
      </div>
      {full ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {MAX_COMPARED} players is the most one chart can tell apart: remove one to add another.
        </p>
      ) : (
        <RankingPlayerSearch
          system={url.tour}
          systemLabel={LABEL[url.tour]}
          label={`Add a player to compare (${LABEL[url.tour]}, up to ${MAX_COMPARED}; 3 letters or more)`}
          onChoose={add}
        />
      )}
      {players.length > 0 && (
        <ul aria-label="Players compared" className="flex flex-wrap gap-2 text-sm">
          {players.map((p) => (
            <li
              key={p.id}
              className="flex items-center gap-2 rounded-md border border-slate-300 py-1 pr-1 pl-2 dark:border-slate-700"
            >
              {p.name}
              <Button size="sm" onClick={() => remove(p.id)} aria-label={`Remove ${p.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {players.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Find players by name to draw their ranking and Elo careers on one chart.
        </p>
      ) : (
        <CompareView
          // Another set of players is another cost: it is announced again before anything is read.
          key={`${url.tour}-${players.map((p) => p.id).join(',')}`}
          tour={url.tour}
          systemLabel={LABEL[url.tour]}
          players={players}
          axis={url.axis}
        />
      )}
    </div>
  );
}
