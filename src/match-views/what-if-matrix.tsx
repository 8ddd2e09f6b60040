import { useId, useMemo } from 'react';
import { type WhatIf, type WhatIfRow, whatIf } from '../../contract/markov/what-if';
import type { Match } from '../../contract/match';
import type { Score } from '../../contract/score';
import { AbsentValue } from '../components/absent-value';
import { modelInputsFor } from '../lib/model-inputs';
import { formatOdds } from '../lib/odds-format';
import { useOddsFormat } from '../lib/odds-format-store';
import { formatProbability } from '../lib/probability';

/** The sentence that says how the matrix is worked out (also in the README's trader section). */
function methodSentence(method: 'stated' | 'inferred', names: [string, string], p: [number, number]) {
  const serve = `${names[0]} ${formatProbability(p[0])}, ${names[1]} ${formatProbability(p[1])}`;
  return method === 'stated'
    ? `Worked out exactly from the score and each side’s chance of winning a point on serve as the model uses them (${serve}).`
    : `The service does not say which serve chances its model uses, so we found the pair that reproduces its current probability (one shift around a typical 64% each: ${serve}) and worked out each case exactly from the score.`;
}

/** A decided match has no odds: say who has it instead of leaving the cell blank. */
const decided = (p: number) => (p >= 1 ? 'Match won' : p <= 0 ? 'Match lost' : null);

const swing = (r: WhatIfRow) => `${((r.ifWins - r.ifLoses) * 100).toFixed(1)} pp`;

function Rows({ w, tiebreak }: { w: WhatIf; tiebreak: boolean }) {
  const format = useOddsFormat();
  const rows: [key: string, label: string, row: WhatIfRow | null][] = [
    ['point', 'Next point', w.point],
    ['game', tiebreak ? 'This tiebreak' : 'This game', w.game],
    ['next-game', 'Next game', w.nextGame],
    ['set', 'This set', w.set],
  ];
  const cell = (key: string, p: number) => (
    <td className="px-2 py-1 text-right tabular-nums" data-testid={key} data-value={p}>
      {decided(p) ?? formatOdds(p, format, 1) ?? <AbsentValue />}
    </td>
  );
  return (
    <tbody>
      {rows.map(([key, label, row]) => (
        <tr key={key} className="border-t border-slate-100 dark:border-slate-800">
          <th scope="row" className="py-1 pr-2 text-left font-medium whitespace-nowrap">
            {label}
          </th>
          {row === null ? (
            <td colSpan={4} className="px-2 py-1 text-slate-600 dark:text-slate-300">
              The match may end first.
            </td>
          ) : (
            <>
              <td className="px-2 py-1 text-right tabular-nums">{formatProbability(row.chance)}</td>
              {cell(`what-if-${key}-win`, row.ifWins)}
              {cell(`what-if-${key}-lose`, row.ifLoses)}
              <td className="hidden px-2 py-1 text-right tabular-nums sm:table-cell">{swing(row)}</td>
            </>
          )}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * What each next outcome does to the match: the server's match-win probability if they win or lose
 * the next point, this game, the next game and this set (contract/markov/what-if). The match centre
 * shows it under its summary (`h2`); an expanded trade card inside its card (`h3`).
 */
export function WhatIfMatrix({
  match,
  score,
  heading: Heading = 'h2',
}: {
  match: Match;
  score: Score | null;
  heading?: 'h2' | 'h3';
}) {
  // Several expanded cards may each hold a matrix: the heading's id must be the instance's own.
  const headingId = useId();
  const inputs = useMemo(() => modelInputsFor(match, score), [match, score]);
  const w = useMemo(
    () => inputs && whatIf(inputs.state, inputs.format, inputs.pServe1, inputs.pServe2),
    [inputs],
  );
  const format = useOddsFormat();
  if (!inputs || !w) return null;
  const names: [string, string] = [match.players.p1.name, match.players.p2.name];
  const server = names[w.server - 1];
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2" data-testid="what-if">
      <Heading id={headingId} className="text-base font-semibold">
        What if: {server} serving
      </Heading>
      <p className="text-sm">
        {server} to win the match now:{' '}
        <span className="font-semibold tabular-nums" data-testid="what-if-now" data-value={w.now}>
          {formatOdds(w.now, format, 1)}
        </span>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {server}’s chance to win the match if {server} wins or loses each of the next outcomes
          </caption>
          <thead className="text-xs text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-1 pr-2 text-left font-medium">
                If {server}…
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Chance
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Wins it
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Loses it
              </th>
              <th scope="col" className="hidden px-2 py-1 text-right font-medium sm:table-cell">
                Swing
              </th>
            </tr>
          </thead>
          <Rows w={w} tiebreak={inputs.state.tiebreakTo > 0} />
        </table>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {methodSentence(inputs.method, names, [inputs.pServe1, inputs.pServe2])} “Chance” is how likely{' '}
        {server} is to win that point, game or set.
      </p>
    </section>
  );
}
