import { describe, expect, it } from 'vitest';
import { playTape } from '../../lib/test-tape-fixtures';
import { tapeCsv, tapeFilename } from './tape-csv';

describe('tapeCsv', () => {
  it('writes a header and one CRLF-terminated line per row with the score as it stood', () => {
    // p2 wins three points on p1's serve: 0-15, 0-30, 0-40 (a break point).
    const rows = playTape([2, 2, 2], { timed: true, model: false });
    const lines = tapeCsv(rows).split('\r\n');
    expect(lines[0]).toBe(
      'row,sequence,sets,games,points,server,is_tiebreak,point_winner,break_point,timestamp,accepted_at,win_probability_p1,danger,player1,player2,event,event_date',
    );
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe(
      '0,1,0-0,0-0,0-0,1,false,,false,2026-11-22T00:48:16.749Z,2026-11-22T00:48:16.749Z,,,,,,',
    );
    expect(lines[4]).toBe(
      '3,4,0-0,0-0,0-40,1,false,2,true,2026-11-22T00:49:46.749Z,2026-11-22T00:49:46.749Z,,,,,,',
    );
  });

  it('quotes multi-set games and leaves absent points empty', () => {
    const rows = playTape([...Array(24).fill(1)], { timed: false, model: false });
    const csv = tapeCsv(rows);
    // After six love games p1 leads 1-0 in sets, the new set shows "6-0 0-0" (a space, no quoting needed).
    expect(csv).toContain('24,25,1-0,6-0 0-0,0-0,');
    const closing = tapeCsv([{ ...rows[0], points: null, server: null }]).split('\r\n')[1];
    expect(closing).toBe('0,1,0-0,0-0,,,false,,false,,,,,,,,');
  });

  it('writes scores with ASCII hyphens, tiebreak counts and finished sets alike, never the en dash', () => {
    // Every server holds to 6-6, p1 takes the tiebreak 7-0, then the second set's first game starts.
    const rows = playTape(({ server, tiebreak }) => (tiebreak ? 1 : server), {
      timed: false,
      model: false,
      maxPoints: 6 * 2 * 4 + 7 + 1,
    });
    const csv = tapeCsv(rows);
    expect(csv).not.toMatch(/[\u2013\u2014]/);
    expect(csv).toMatch(/,1-0,7-6 0-0,/);
    // A tiebreak's running count is a score too.
    expect(csv).toMatch(/,0-0,6-6,\d+-\d+,/);
  });

  it('carries both names and the real event and date on every line', () => {
    const rows = playTape([1, 2], { timed: false, model: false });
    const context = {
      names: ['Rajeev Ram / Joe Salisbury', 'Matthew Ebden / Max Purcell'] as const,
      event: '2022 Wimbledon doubles',
      eventDate: '2022-06-27',
    };
    const lines = tapeCsv(rows, context).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(rows.length);
    for (const line of lines)
      expect(
        line.endsWith(
          ',Rajeev Ram / Joe Salisbury,Matthew Ebden / Max Purcell,2022 Wimbledon doubles,2022-06-27',
        ),
      ).toBe(true);
  });
});

describe('tapeCsv with prices (PRO)', () => {
  it("adds each side's market mid as it stood at each row, empty before the first quote", () => {
    const rows = playTape([1, 2, 1], { timed: false, model: false });
    const quote = (mid: number | null) => ({
      mid,
      synthetic: false,
      timestamp: '2026-11-22T00:48:16.749Z',
      resolution: 'tick',
    });
    const priced = (seq: number, m1: number, m2: number | null) => ({
      seq,
      sets: [0, 0],
      games: [[0], [0]],
      points: ['15', '0'],
      is_tiebreak: false,
      quotes: { '1': quote(m1), '2': m2 === null ? null : quote(m2) },
    });
    const prices = [null, priced(2, 0.62, 0.38), priced(2, 0.62, 0.38), priced(3, 0.55, null)];
    const lines = tapeCsv(rows, undefined, prices).split('\r\n');
    expect(lines[0].endsWith(',event_date,market_mid_player1,market_mid_player2')).toBe(true);
    expect(lines[1].endsWith(',,')).toBe(true);
    expect(lines[2].endsWith(',0.62,0.38')).toBe(true);
    // A side with no usable quote stays empty, never 0.
    expect(lines[4].endsWith(',0.55,')).toBe(true);
    // Without prices (below PRO) the columns are not there at all.
    expect(tapeCsv(rows).split('\r\n')[0]).not.toContain('market_mid');
  });
});

describe('tapeFilename', () => {
  it('names the file after the id and sequence', () => {
    expect(tapeFilename('1003938', 'clean', 'csv')).toBe('tape-1003938-clean.csv');
    expect(tapeFilename('archive-17', 'raw', 'json')).toBe('tape-archive-17-raw.json');
    expect(tapeFilename('a/b', 'raw', 'csv')).toBe('tape-a_b-raw.csv');
  });
});
