import type { HistoryTapeRow } from '../../../contract/history-matches';
import type { PricePointRow } from '../../../contract/history-prices';
import { AbsentValue } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { LocalTimeText } from '../../components/local-time-text';
import { isBreakPoint } from '../../lib/break-points';
import { priceSource } from '../../lib/price-at-row';
import { marketSourceWords } from './market-source-words';
import { formatProbability } from '../../lib/probability';
import { sideName } from '../../lib/score-text';

const RESOLUTIONS = new Set(['tick', 'minute', 'coarse']);
/** A resolution the service added later shows as "unknown", never as a guess. */
const resolutionText = (r: string) => (RESOLUTIONS.has(r) ? `${r} resolution` : 'unknown resolution');

const pct = (v: number | null | undefined) => formatProbability(v, 1);

function Cell({ value }: { value: string | number | null | undefined }) {
  return value === null || value === undefined ? <AbsentValue /> : value;
}

/** What the price overlay says at this row: a quote, a gate, or why there is none. */
export type PriceAtRow =
  | { kind: 'quote'; row: PricePointRow | null }
  | { kind: 'none'; text: string }
  | { kind: 'hidden' };

/** The score, probability and price as they stood at one tape row (time travel). */
export function TapeScoreboard({
  row,
  index,
  names,
  price,
}: {
  row: HistoryTapeRow;
  index: number;
  names: readonly [string, string];
  price: PriceAtRow;
}) {
  const sets = Math.max(row.games?.[0]?.length ?? 0, row.games?.[1]?.length ?? 0);
  const bp = isBreakPoint(row);
  return (
    <section aria-labelledby="tape-at-heading" data-testid="tape-at" className="grid gap-2">
      <h2 id="tape-at-heading" className="text-base font-semibold">
        As it stood at row {index}
        {bp && (
          <span className="ml-2 align-middle">
            <Badge tone="warning">Break point</Badge>
          </span>
        )}
      </h2>
      {/* Focusable so a keyboard user can scroll a five-set board on a narrow screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="relative overflow-x-auto" aria-label="Scoreboard" tabIndex={0}>
        <table className="text-sm">
          <caption className="sr-only">Score at row {index}</caption>
          <thead>
            <tr className="text-left text-slate-700 dark:text-slate-300">
              <th scope="col" className="pr-3 font-medium">
                Player
              </th>
              <th scope="col" className="px-2 font-medium">
                Sets
              </th>
              {Array.from({ length: sets }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: set columns are positional
                <th key={i} scope="col" className="px-2 font-medium">
                  Set {i + 1}
                </th>
              ))}
              <th scope="col" className="px-2 font-medium">
                {row.is_tiebreak ? 'Tiebreak' : 'Points'}
              </th>
            </tr>
          </thead>
          <tbody>
            {([0, 1] as const).map((i) => (
              <tr key={i} data-testid={`tape-at-p${i + 1}`}>
                <th scope="row" className="pr-3 text-left font-semibold">
                  {names[i]}
                  {row.server === i + 1 && (
                    <span className="ml-1" title="serving">
                      <span aria-hidden="true">●</span>
                      <span className="sr-only"> (serving)</span>
                    </span>
                  )}
                </th>
                <td className="px-2 tabular-nums">
                  <Cell value={row.sets[i]} />
                </td>
                {Array.from({ length: sets }, (_, s) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: set columns are positional
                  <td key={s} className="px-2 tabular-nums">
                    <Cell value={row.games?.[i]?.[s]} />
                  </td>
                ))}
                <td className="px-2 tabular-nums">
                  <Cell value={row.points?.[i]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700 dark:text-slate-300">Point won by</dt>
        <dd>{row.point_winner == null ? <AbsentValue /> : sideName(row.point_winner, names)}</dd>
        <dt className="text-slate-700 dark:text-slate-300">Time</dt>
        <dd>
          <LocalTimeText iso={row.timestamp} />
        </dd>
        <dt className="text-slate-700 dark:text-slate-300">{names[0]} win probability</dt>
        <dd data-testid="tape-at-probability">
          <Cell value={pct(row.win_probability_p1)} />
        </dd>
        {price.kind !== 'hidden' && (
          <>
            <dt className="text-slate-700 dark:text-slate-300">Market price</dt>
            <dd data-testid="tape-at-price">
              <PriceText price={price} names={names} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function PriceText({ price, names }: { price: PriceAtRow; names: readonly [string, string] }) {
  if (price.kind === 'none') return <>{price.text}</>;
  if (price.kind !== 'quote' || !price.row) return <AbsentValue />;
  const q1 = price.row.quotes['1'];
  const q2 = price.row.quotes['2'];
  const source = marketSourceWords(priceSource(price.row));
  return (
    <>
      {names[0]} <Cell value={pct(q1?.mid)} /> · {names[1]} <Cell value={pct(q2?.mid)} />
      <span className="text-slate-700 dark:text-slate-300">
        {' '}
        (point {price.row.seq}
        {q1?.resolution ? `, ${resolutionText(q1.resolution)}` : ''}
        {source ? `, source ${source}` : ''})
      </span>
    </>
  );
}
