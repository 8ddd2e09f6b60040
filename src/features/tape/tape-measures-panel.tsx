import { formatNumber } from '../../components/number-text';
import { EVEN_SERVE, type TapeMeasures } from './tape-measures';

const one = (v: number) => formatNumber(v, { decimals: 1 }) ?? '';

/**
 * Volatility, excitement and comeback of a tape, each with how it is computed on hover (and for
 * keyboard and screen-reader users in the term's description), over the score-only chance line.
 */
export function TapeMeasuresPanel({
  measures,
  names,
}: {
  measures: TapeMeasures;
  names: readonly [string, string];
}) {
  const { steps, excitement, volatility, comeback } = measures;
  if (steps === 0) return null;
  const winner = comeback ? names[comeback.side - 1] : null;
  const items = [
    {
      key: 'excitement',
      term: 'Excitement',
      value: `${one(excitement)} points`,
      how: `How far ${names[0]}’s chance to win moved in all: the sum, over every point, of how many percentage points it rose or fell.`,
    },
    {
      key: 'volatility',
      term: 'Volatility',
      value: `${one(volatility)} points a point`,
      how: 'The typical move of one point: the root mean square of the point-to-point changes in the chance to win, in percentage points.',
    },
    ...(comeback && winner
      ? [
          {
            key: 'comeback',
            term: 'Comeback',
            value: comeback.atStart
              ? `None: ${winner} never below the start (${formatNumber(comeback.lowest, { percent: true, decimals: 1 })})`
              : `${winner} down to ${formatNumber(comeback.lowest, { percent: true, decimals: 1 })} (row ${comeback.row})`,
            how: `The lowest chance to win ${winner}, the winner, had along the way: the lower it fell, the bigger the comeback.`,
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="tape-measures-heading" className="grid gap-2" data-testid="tape-measures">
      <h3 id="tape-measures-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        How the match swung, from the score alone
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        {items.map((m) => (
          <div
            key={m.key}
            title={m.how}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            data-testid={`measure-${m.key}`}
          >
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              {m.term}
              <span className="sr-only">: {m.how}</span>
            </dt>
            <dd className="text-base font-semibold tabular-nums">{m.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        From the score alone over {steps} points: the exact Markov model of tennis scoring with both players
        winning {Math.round(EVEN_SERVE * 100)}% of points on serve, so who was stronger does not enter. Hover
        a measure for how it is computed.
      </p>
    </section>
  );
}
