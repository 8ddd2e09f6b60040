// The one rule for every percentage on screen (probabilities, prices, shares, rates): rounded as the
// view asks, but never to a certainty the value is not. 0.999999 reads ">99%" and 0.000001 "<1%"; only
// exactly 1 reads 100% and exactly 0 reads 0%. Every percent formatter passes through `percentText`
// (`formatProbability` in lib/probability, `formatNumber` in the kit), so no view rounds on its own.

/**
 * `ratio` (0–1) as a percentage with at most `decimals` digits after the point, written by `write`
 * (a locale's formatter, or plain digits), held back from 100% and 0% unless it is exactly that.
 */
export function percentText(ratio: number, decimals: number, write: (ratio: number) => string): string {
  if (ratio === 0 || ratio === 1) return write(ratio);
  const shown = Number((ratio * 100).toFixed(decimals));
  const step = 10 ** -decimals / 100;
  if (ratio < 1 && ratio > 0.5 && shown >= 100) return `>${write(1 - step)}`;
  if (ratio > 0 && ratio < 0.5 && shown <= 0) return `<${write(step)}`;
  return write(ratio);
}
