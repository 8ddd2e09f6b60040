import { formatNumber } from '../../components/number-text';
import { type Measure, MeasureCard } from './measure-card';
import { EVEN_SERVE, type TapeMeasures } from './tape-measures';

const one = (v: number) => formatNumber(v, { decimals: 1 }) ?? '';

/**
 * Volatility, excitement and comeback of a tape over the score-only chance line, each with how it is
 * computed behind a toggle that touch, keyboard and screen-reader users can all open.
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
  const items: Measure[] = [
    {
      key: 'excitement',
      term: 'Excitement',
      value: `${one(excitement)} points`,
      how: `Every point’s rise or fall in ${names[0]}’s chance of winning, in percentage points, added up: the more the match swung, the higher.`,
    },
    {
      key: 'volatility',
      term: 'Volatility',
      value: `${one(volatility)} points a point`,
      how: 'How far a single point typically moved the chance of winning, in percentage points, with big swings weighing more than small ones (a root mean square).',
    },
    ...(comeback && winner
      ? [
          {
            key: 'comeback',
            term: 'Comeback',
            value: comeback.atStart
              ? `None: ${winner} never below the start (${formatNumber(comeback.lowest, { percent: true, decimals: 1 })})`
              : `${winner} down to ${formatNumber(comeback.lowest, { percent: true, decimals: 1 })} (row ${comeback.row})`,
            how: `The lowest chance of winning that ${winner}, the winner, had during the match: the lower it fell, the bigger the comeback.`,
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
          <MeasureCard key={m.key} measure={m} />
        ))}
      </dl>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        From the score alone over {steps} points: each point’s chance of winning follows from the rules of
        scoring with both players winning {Math.round(EVEN_SERVE * 100)}% of their service points, so who was
        the stronger player does not enter. “How” beside each measure says how it is computed.
      </p>
    </section>
  );
}
