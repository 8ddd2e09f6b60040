import { ODDS_FORMATS } from '../../lib/odds-format';
import { useOddsFormat, useOddsFormatChosen } from '../../lib/odds-format-store';

/** How prices read across the trade grid, the market tab and the match centre. */
export function OddsFormatSection() {
  const format = useOddsFormat();
  const chosen = useOddsFormatChosen();
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold">Prices</legend>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        How win probabilities and market prices are shown in the trade grid and the match centre.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
        {ODDS_FORMATS.map((o) => (
          <label key={o.value} className="flex items-start gap-2">
            <input
              type="radio"
              name="odds-format"
              value={o.value}
              checked={format === o.value}
              onChange={() => chosen(o.value)}
              className="mt-1 size-4 accent-lime-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600"
            />
            <span>
              <span className="font-medium">{o.label}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">e.g. {o.example}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
