import { formatProbability } from '../../../lib/probability';
import { shortName } from './win-probability-bar';

/**
 * One player's market midpoint as text; a venue quote, never a model estimate, so it is labelled
 * "Market". Beside the model figure it follows that figure's name ("Murray 93% · Mkt 94%"); alone it
 * names its player ("Mkt Murray 94%").
 */
export function MarketMid({
  name,
  probability,
  afterModel,
}: {
  name: string;
  probability: number;
  /** True when the model figure for the same player is drawn just before it. */
  afterModel: boolean;
}) {
  const shown = formatProbability(probability);
  if (shown === null) return null;
  return (
    <span
      data-testid="market-mid"
      title={`Market midpoint for ${name}: ${shown}`}
      className="inline-flex min-w-0 gap-1 text-[11px] leading-4 text-slate-700 tabular-nums dark:text-slate-300"
    >
      {/* On a narrow row the name gives way, never the figure; the gap spaces the parts, the spaces
          between them are for the element's text. */}
      <span aria-hidden="true" className={afterModel ? 'shrink-0' : 'truncate'}>
        {afterModel ? '· Mkt' : `Mkt ${shortName(name)}`}
      </span>{' '}
      <span className="sr-only">Market mid: {name} </span>
      <span className="shrink-0">{shown}</span>
    </span>
  );
}
