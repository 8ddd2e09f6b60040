/** What the dashboard shows for a withheld or unknown value; null is never shown as 0. */
export const MISSING = '—';
