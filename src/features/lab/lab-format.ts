const MINUS = '\u2212';

/** A P&L in stake units, signed: "+4.82", "−10.00", "0.00". */
export function formatPnl(v: number): string {
  const r = Number(v.toFixed(2));
  if (r === 0) return '0.00';
  return `${r > 0 ? '+' : MINUS}${Math.abs(r).toFixed(2)}`;
}

/** A share as a whole percent ("50%"); null (no trades) stays absent. */
export const formatShare = (v: number | null) => (v === null ? null : `${Math.round(v * 100)}%`);

/** An edge in points, signed, one decimal ("+15.0 pp"); null stays absent. */
export function formatEdgePp(v: number | null): string | null {
  if (v === null) return null;
  const r = Number(v.toFixed(1));
  return r === 0 ? '0.0 pp' : `${r > 0 ? '+' : MINUS}${Math.abs(r).toFixed(1)} pp`;
}

/** The tape viewer at the row a trade opened on. */
export const tapeLink = (matchId: number, row: number) => `/history/matches/${matchId}?at=${row}`;
