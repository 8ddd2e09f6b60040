import { asciiScore } from '../../../contract/final-score';
import type { HistoryTapeRow } from '../../../contract/history-matches';
import type { PricePointRow } from '../../../contract/history-prices';
import { isBreakPoint } from '../../lib/break-points';
import { type CsvCell, csvField } from '../../lib/csv-field';
import { MISSING } from '../../lib/missing';
import { gamesText, pointsText, setsText } from '../../lib/score-text';

const CSV_COLUMNS = [
  'row',
  'sequence',
  'sets',
  'games',
  'points',
  'server',
  'is_tiebreak',
  'point_winner',
  'break_point',
  'timestamp',
  'accepted_at',
  'win_probability_p1',
  'danger',
  'player1',
  'player2',
  'event',
  'event_date',
] as const;

/** Who and what the rows are of: every CSV line carries them, so a file read alone says its match. */
export interface TapeCsvContext {
  names: readonly [string, string];
  /** The real event and its date (the replayed match's for a replay); null when not known. */
  event: string | null;
  eventDate: string | null;
}

// Scores in the house notation with ASCII hyphens ("6-4 3-2"): a CSV is read by spreadsheets and
// scripts, which split and match on "-"; the screen keeps the en dash. A null score field stays empty
// rather than a dash.
const scoreCell = (text: string) => (text === MISSING ? null : asciiScore(text));

// Each side's market mid as a chance (0 to 1), as the service quotes it; added only when the key
// reads prices (PRO), so a file without these columns was never priced rather than priced empty.
const PRICE_COLUMNS = ['market_mid_player1', 'market_mid_player2'] as const;

/**
 * The rows as CSV (header first, CRLF line ends as RFC 4180 asks). `prices`, aligned to `rows`,
 * adds each side's market mid as it stood at that row; a row before any quote leaves it empty.
 */
export function tapeCsv(
  rows: readonly HistoryTapeRow[],
  context?: TapeCsvContext,
  prices?: readonly (PricePointRow | null)[] | null,
): string {
  const lines = [[...CSV_COLUMNS, ...(prices ? PRICE_COLUMNS : [])].join(',')];
  rows.forEach((r, i) => {
    const cells: CsvCell[] = [
      i,
      r.sequence,
      scoreCell(setsText(r)),
      scoreCell(gamesText(r)),
      scoreCell(pointsText(r)),
      r.server,
      r.is_tiebreak,
      r.point_winner,
      isBreakPoint(r),
      r.timestamp,
      r.accepted_at,
      r.win_probability_p1,
      r.danger,
      context?.names[0],
      context?.names[1],
      context?.event,
      context?.eventDate,
    ];
    if (prices) cells.push(prices[i]?.quotes['1']?.mid, prices[i]?.quotes['2']?.mid);
    lines.push(cells.map(csvField).join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}

/** The rows exactly as the service sent them, pretty-printed. */
export function tapeJson(rows: readonly HistoryTapeRow[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** `tape-<id>-<sequence>.<ext>`; the id is made filename-safe. */
export function tapeFilename(id: string, sequence: string, ext: 'csv' | 'json'): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_');
  return `tape-${safe(id)}-${safe(sequence)}.${ext}`;
}
