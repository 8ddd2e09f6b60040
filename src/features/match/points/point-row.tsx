import type { PointStakes } from '../../../../contract/markov/point-stakes';
import { AbsentValue } from '../../../components/absent-value';
import { MISSING } from '../../../lib/missing';
import type { NumberedPoint } from './group-points';
import { gamesAfter } from './played-points';

/** Outcome words: the long form on a wide screen, a short one that keeps a phone row on one line. */
const OUTCOMES: Record<string, [long: string, short: string]> = {
  ace: ['Ace', 'Ace'],
  double_fault: ['Double fault', 'Dbl fault'],
  winner: ['Winner', 'Winner'],
  forced_error: ['Forced error', 'Forced'],
  unforced_error: ['Unforced error', 'Unforced'],
};

function Outcome({ outcome }: { outcome: string | null }) {
  if (outcome === null) return <AbsentValue label="outcome unknown" />;
  const words = OUTCOMES[outcome];
  if (!words) return <span title={outcome}>Unknown</span>;
  return (
    <>
      <span className="sm:hidden" title={words[0]}>
        {words[1]}
      </span>
      <span className="hidden sm:inline">{words[0]}</span>
    </>
  );
}

/** BP, SP, MP: what the point could settle, with who held it in words on hover. */
function Stakes({
  stakes,
  names,
  server,
}: {
  stakes: PointStakes | null;
  names: [string, string];
  server: 1 | 2 | null;
}) {
  if (!stakes) return null;
  const marks: [string, string][] = [];
  if (stakes.matchPoint) marks.push(['MP', `Match point for ${names[stakes.matchPoint - 1]}`]);
  else if (stakes.setPoint) marks.push(['SP', `Set point for ${names[stakes.setPoint - 1]}`]);
  if (stakes.breakPoint && server) marks.push(['BP', `Break point for ${names[2 - server]}`]);
  return (
    <>
      {marks.map(([mark, words], i) => (
        <abbr
          key={mark}
          title={words}
          aria-label={words}
          // A phone keeps the weightiest mark only, so the row stays on one line.
          className={`${i > 0 ? 'hidden sm:inline ' : ''}ml-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900 no-underline dark:bg-amber-900/60 dark:text-amber-100`}
        >
          {mark}
        </abbr>
      ))}
    </>
  );
}

/** One point on one line: number, score after, who won it, serve, outcome and what was at stake. */
export function PointRow({
  played,
  names,
  short,
  stakes,
}: {
  played: NumberedPoint;
  names: [string, string];
  /** Short names (surnames) for the narrow column. */
  short: [string, string];
  stakes: PointStakes | null;
}) {
  const { point, ended } = played;
  const games = ended ? gamesAfter(played) : null;
  const score = ended
    ? `${ended === 'set' ? 'Set' : 'Game'}${games ? ` ${games}` : ''}`
    : `${point.score.p1 ?? MISSING}–${point.score.p2 ?? MISSING}`;
  return (
    <tr className="border-t border-slate-100 dark:border-slate-800" data-testid="point-row">
      <td className="py-1 pr-2 text-right tabular-nums" data-testid="point-number">
        {played.position}
      </td>
      <td className={`pr-2 whitespace-nowrap tabular-nums ${ended ? 'font-semibold' : ''}`}>{score}</td>
      <td className="truncate pr-2" title={point.winner ? names[point.winner - 1] : undefined}>
        {point.winner === null ? (
          <AbsentValue label="winner unknown" />
        ) : (
          <>
            <span className="sm:hidden">{short[point.winner - 1]}</span>
            <span className="hidden sm:inline">{names[point.winner - 1]}</span>
          </>
        )}
      </td>
      <td className="pr-2 whitespace-nowrap">
        {point.serve === 1 ? '1st' : point.serve === 2 ? '2nd' : <AbsentValue label="serve unknown" />}
      </td>
      <td className="truncate pr-1 whitespace-nowrap">
        <Outcome outcome={point.outcome} />
      </td>
      <td className="text-right whitespace-nowrap">
        <Stakes stakes={stakes} names={names} server={played.server} />
      </td>
    </tr>
  );
}
