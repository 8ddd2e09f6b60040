const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2017-09-11` → `11 Sep 2017` (dates of lists are calendar days: no time zone applies). */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The months a stretch covers, in words: `Sep–Dec 2017`, `Dec 1979 – Dec 1980`, `Mar 2020`. */
export function monthSpanLabel(from: string, to: string): string {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  if (fy === ty) return fm === tm ? `${MONTHS[fm - 1]} ${fy}` : `${MONTHS[fm - 1]}–${MONTHS[tm - 1]} ${fy}`;
  return `${MONTHS[fm - 1]} ${fy} – ${MONTHS[tm - 1]} ${ty}`;
}
