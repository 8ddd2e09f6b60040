import { OrAbsent } from '../../components/absent-value';
import { formatProbability } from '../../lib/probability';
import type { Score } from './calibration';
import { ReliabilityDiagram } from './reliability-diagram';

interface Props {
  id: string;
  title: string;
  liveLabel: string;
  live: Score;
  baseline: Score;
  /** Said when nothing was scored. */
  emptyText: string;
}

const pct = (v: number | null) => formatProbability(v, 1);
const num = (v: number | null) => (v === null ? null : v.toFixed(4));
const int = (v: number) => v.toLocaleString('en');

/** One forecaster's scorecard: scores against the fixed pre-match baseline, the diagram and its bins. */
export function ScorecardCard({ id, title, liveLabel, live, baseline, emptyText }: Props) {
  const better = (a: number | null, b: number | null) =>
    a !== null && b !== null ? (a < b ? 'better than' : a > b ? 'worse than' : 'level with') : null;
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={`${id}-card`} className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {live.n === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{emptyText}</p>
      ) : (
        <>
          <p data-testid={`${id}-sample`} className="text-sm text-slate-700 dark:text-slate-300">
            {int(live.n)} forecasts from {int(live.matches)} matches. Lower scores are better.
          </p>
          <div className="overflow-x-auto">
            <table className="text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="pr-4 font-semibold">
                    Forecaster
                  </th>
                  <th scope="col" className="pr-4 text-right font-semibold">
                    Brier score
                  </th>
                  <th scope="col" className="text-right font-semibold">
                    Log loss
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                <tr data-testid={`${id}-live-scores`}>
                  <th scope="row" className="pr-4 font-normal">
                    {liveLabel}
                  </th>
                  <td className="pr-4 text-right">
                    <OrAbsent value={num(live.brier)} />
                  </td>
                  <td className="text-right">
                    <OrAbsent value={num(live.logLoss)} />
                  </td>
                </tr>
                <tr>
                  <th scope="row" className="pr-4 font-normal">
                    Pre-match value held fixed
                  </th>
                  <td className="pr-4 text-right">
                    <OrAbsent value={num(baseline.brier)} />
                  </td>
                  <td className="text-right">
                    <OrAbsent value={num(baseline.logLoss)} />
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          {better(live.brier, baseline.brier) && (
            <p className="text-sm">
              By Brier score the in-play {liveLabel.toLowerCase()} is {better(live.brier, baseline.brier)} the
              pre-match value held fixed.
            </p>
          )}
          <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
            <ReliabilityDiagram title={title} live={live} baseline={baseline} liveLabel={liveLabel} />
            <div className="overflow-x-auto">
              <table className="text-left text-sm" data-testid={`${id}-bins`}>
                <caption className="sr-only">{title}: the ten bins</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-3 font-semibold">
                      Forecast bin
                    </th>
                    <th scope="col" className="pr-3 text-right font-semibold">
                      Forecasts
                    </th>
                    <th scope="col" className="pr-3 text-right font-semibold">
                      Mean forecast
                    </th>
                    <th scope="col" className="text-right font-semibold">
                      Player 1 won
                    </th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {live.bins.map((b) => (
                    <tr key={b.from} data-testid={`${id}-bin`}>
                      <td className="pr-3">
                        {Math.round(b.from * 100)}–{Math.round(b.to * 100)}%
                      </td>
                      <td className="pr-3 text-right">{int(b.count)}</td>
                      <td className="pr-3 text-right">
                        <OrAbsent value={pct(b.meanForecast)} />
                      </td>
                      <td className="text-right">
                        <OrAbsent value={pct(b.observed)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
