/** p1's market midpoint as text; a venue quote, never a model estimate, so it is labelled "Market". */
export function MarketMid({ p1Name, percent }: { p1Name: string; percent: number }) {
  return (
    <span
      data-testid="market-mid"
      title={`Market midpoint for ${p1Name}`}
      className="shrink-0 text-[11px] leading-4 text-slate-700 tabular-nums dark:text-slate-300"
    >
      <span aria-hidden="true">Mkt </span>
      <span className="sr-only">Market mid: {p1Name} </span>
      {percent}%
    </span>
  );
}
