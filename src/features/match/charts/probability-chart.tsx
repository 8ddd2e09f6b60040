import { Line, ReferenceLine, Tooltip } from 'recharts';
import { PercentLineChart } from '../../../components/percent-line-chart';
import { MISSING } from '../../../lib/missing';
import { formatOdds, type OddsFormat } from '../../../lib/odds-format';
import { clockTick, SCORE_EVENT_LEGEND, scoreEventLine } from './chart-marks';
import { setGameWords } from './chart-summary';
import type { ProbabilitySample } from './probability-series';
import type { ScoreEvent } from './score-events';
import { scoreText } from './score-events';

export type ChartX = 'points' | 'time';

interface Marker {
  index: number;
  label: string;
  /** A new set (strong line) or a new game inside a set (faint line). */
  kind: 'set' | 'game';
}

/** Indexes where a new set or a new game starts, for the markers on the chart. */
export function boundaries(series: readonly ProbabilitySample[]): Marker[] {
  const out: Marker[] = [];
  let lastSet = '';
  let lastGame = '';
  series.forEach((s, index) => {
    const [set = '', game = ''] = s.setGame.split(' ');
    if (index > 0 && set && set !== lastSet) out.push({ index, label: set, kind: 'set' });
    else if (index > 0 && game && game !== lastGame) out.push({ index, label: game, kind: 'game' });
    lastSet = set;
    lastGame = game;
  });
  return out;
}

export interface ChartPoint extends ProbabilitySample {
  index: number;
  breakPoint: boolean;
}

function Readout({
  active,
  payload,
  names,
  odds,
}: {
  active?: boolean;
  payload?: readonly { payload?: ChartPoint }[];
  names: [string, string];
  odds: OddsFormat;
}) {
  const s = active ? payload?.[0]?.payload : undefined;
  if (!s) return null;
  const o = (v: number | null) => formatOdds(v, odds, 1) ?? MISSING;
  return (
    <div className="rounded-md border border-slate-300 bg-white p-2 text-xs shadow dark:border-slate-700 dark:bg-slate-900">
      <p className="font-semibold">{scoreText(s.score) || s.setGame}</p>
      <p className="text-slate-600 dark:text-slate-300">
        {setGameWords(s.setGame)}
        {s.at !== null ? ` · ${clockTick(s.at)}` : ''}
        {s.score.server ? ` · ${names[s.score.server - 1]} serving` : ''}
        {s.breakPoint ? ' · break point' : ''}
      </p>
      <p>Model: {o(s.p1)}</p>
      <p>Unanchored: {o(s.model)}</p>
      <p>Market mid: {o(s.market)}</p>
    </div>
  );
}

/** The p1 win-probability lines (model, unanchored model, market mid) with score events. Loaded lazily. */
export default function ProbabilityChart({
  data,
  events,
  names,
  x,
  odds,
  showModel,
  showMarket,
}: {
  data: ChartPoint[];
  events: ScoreEvent[];
  names: [string, string];
  x: ChartX;
  odds: OddsFormat;
  showModel: boolean;
  showMarket: boolean;
}) {
  const xOf = (i: number) => (x === 'time' ? (data[i]?.at ?? undefined) : i);
  const games = boundaries(data).filter((m) => m.kind === 'game');
  return (
    <PercentLineChart
      className="h-80"
      data={data}
      values={data.flatMap((d) => [d.p1, showModel ? d.model : null, showMarket ? d.market : null])}
      x={
        x === 'time'
          ? { key: 'at', format: clockTick, title: 'Time' }
          : { key: 'index', format: String, title: 'Score changes' }
      }
      axis={`${names[0]} to win`}
      legend={[
        { label: 'Model', colour: '#0369a1' },
        ...(showModel ? [{ label: 'Model, unanchored', colour: '#7c3aed', dash: '6 4' }] : []),
        ...(showMarket ? [{ label: 'Market mid', colour: '#b45309', dash: '2 2' }] : []),
        ...SCORE_EVENT_LEGEND,
      ]}
    >
      {games.map((m) => (
        <ReferenceLine key={`g${m.index}`} x={xOf(m.index)} stroke="#94a3b8" strokeOpacity={0.3} />
      ))}
      {events.map((e) => (
        <ReferenceLine key={`${e.kind}${e.index}`} x={xOf(e.index)} {...scoreEventLine(e)} />
      ))}
      <Tooltip content={<Readout names={names} odds={odds} />} />
      <Line
        name="Model"
        dataKey="p1"
        stroke="#0369a1"
        strokeWidth={2}
        // A dot on break points only: every other point draws nothing (an empty group each was
        // hundreds of elements for the chart's first frame to create and lay out).
        dot={(props: { cx?: number; cy?: number; index?: number; payload?: ChartPoint }) =>
          props.payload?.breakPoint ? (
            <circle key={props.index} cx={props.cx} cy={props.cy} r={3} fill="#be123c" />
          ) : null
        }
        isAnimationActive={false}
        connectNulls={false}
      />
      {showModel && (
        <Line
          name="Model, unanchored"
          dataKey="model"
          stroke="#7c3aed"
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      )}
      {showMarket && (
        <Line
          name="Market mid"
          dataKey="market"
          stroke="#b45309"
          strokeDasharray="2 2"
          dot={false}
          isAnimationActive={false}
        />
      )}
    </PercentLineChart>
  );
}
