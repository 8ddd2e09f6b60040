import { asciiScore } from '../../../contract/final-score';
import { csvField } from '../../lib/csv-field';
import type { LabTrade, MatchLabel } from './evaluate-match';
import type { LabRule } from './lab-rule';
import { ruleSentence } from './lab-words';

const COLUMNS = [
  'trade',
  'match_id',
  'player1',
  'player2',
  'event',
  'entry_time_utc',
  'entry_row',
  'entry_score',
  'backed',
  'entry_mid',
  'edge_pp',
  'exit_row',
  'exit',
  'exit_score',
  'exit_mid',
  'stake',
  'pnl',
  'cumulative_pnl',
  'simulated_market',
  'rule',
] as const;

const EXIT = {
  game: 'end of game',
  set: 'end of set',
  match: 'end of match',
  result: 'settled by the result',
};

/**
 * The trades as CSV (RFC 4180, CRLF), one line per trade in entry order; every line carries the rule
 * in words, so a file read alone says what produced it. Rows are the tape's row indexes (the tape
 * viewer's `?at=`); mids are probabilities, P&L in stake units; scores in ASCII ("6-4"), as
 * spreadsheets and scripts expect.
 */
export function labCsv(
  trades: readonly LabTrade[],
  labels: Record<number, MatchLabel>,
  rule: LabRule,
): string {
  const lines = [COLUMNS.join(',')];
  const words = ruleSentence(rule);
  let cumulative = 0;
  trades.forEach((t, i) => {
    cumulative += t.pnl;
    const m = labels[t.matchId];
    lines.push(
      [
        i + 1,
        t.matchId,
        m?.names[0],
        m?.names[1],
        m?.event,
        t.entryAt,
        t.entryRow,
        asciiScore(t.entryScore),
        m ? m.names[t.side - 1] : t.side,
        t.entryMid,
        t.edgePp === null ? null : Number(t.edgePp.toFixed(2)),
        t.exitRow,
        EXIT[t.exitKind],
        asciiScore(t.exitScore),
        t.exitMid,
        t.stake,
        Number(t.pnl.toFixed(4)),
        Number(cumulative.toFixed(4)),
        t.simulated,
        words,
      ]
        .map(csvField)
        .join(','),
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}

/** `courtside-lab-2026-11-25-to-2026-11-25.csv` */
export const labFilename = (from: string, to: string) => `courtside-lab-${from}-to-${to}.csv`;
