import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type CsvCells, parsedCells, readCells } from './csv-cells';
import { dataPath } from './data-dir';

const every = (cells: CsvCells, cols: number): string[] => {
  const out: string[] = [];
  for (let r = 0; r < cells.rows; r++) for (let c = 0; c < cols; c++) out.push(cells.str(r, c));
  return out;
};

describe('CSV cells', () => {
  it('reads every cell of the recording files exactly as the full CSV parser does', () => {
    // Every matches file and a points file of each kind (2011 singles with serve columns, a later
    // singles file, doubles): the full parser takes minutes over all 89 MB of points.
    const files = readdirSync(dataPath('slam_pbp')).filter(
      (f) =>
        f.endsWith('-matches.csv.gz') ||
        [
          '2011-wimbledon-points.csv.gz',
          '2014-ausopen-points.csv.gz',
          '2019-wimbledon-points-doubles.csv.gz',
        ].includes(f),
    );
    expect(files.length).toBeGreaterThan(45);
    for (const f of files) {
      const text = gunzipSync(readFileSync(dataPath('slam_pbp', f))).toString('utf8');
      const names = text.slice(0, text.indexOf('\n')).replace(/\r$/, '').split(',');
      const [scanned, parsed] = [readCells(text, names), parsedCells(text, names)];
      expect(scanned.rows, f).toBe(parsed.rows);
      // One string per file: a deep comparison of millions of cells takes longer than the parse.
      expect(
        every(scanned, names.length).join('\u0000') === every(parsed, names.length).join('\u0000'),
        f,
      ).toBe(true);
    }
  }, 300_000);

  it('reads short rows, CRLF, a missing column and a column asked twice', () => {
    const cells = readCells('a,b,c\r\n1,2,3\r\n4\r\n,,6,7\n', ['c', 'x', 'a', 'c']);
    expect(every(cells, 4)).toStrictEqual(['3', '', '1', '3', '', '', '4', '', '6', '', '', '6']);
    expect([
      cells.equals(0, 0, '3'),
      cells.equals(0, 0, '33'),
      cells.char(0, 2),
      cells.char(1, 1),
    ]).toStrictEqual([true, false, 49, -1]);
    expect(cells.same(0, 0, 0, 3)).toBe(true);
  });

  it('reads a quoted line with the full parser, and a whole text whose quoted cell spans lines', () => {
    const names = ['a', 'b', 'c'];
    for (const text of [
      'a,b,c\n1,"Jason ""Jj""",x\n2,plain,y\n',
      'a,b,c\n1,"two\nlines",x\n2,plain,y\n',
      'a,b,c\n1,b"are,x\r2,lone CR,y\n',
    ])
      expect(every(readCells(text, names), 3)).toStrictEqual(every(parsedCells(text, names), 3));
    expect(readCells('a,b,c\n1,"Jason ""Jj""",x\n', names).str(0, 1)).toBe('Jason "Jj"');
  });

  it('reads numbers as Number() does', () => {
    const values = ['0', '12', '185.5', '', '.', '5.', ' 7', 'x', '1e3', '0.1', '12345678901234567'];
    const cells = readCells(`v\n${values.join('\n')}\n`, ['v']);
    // A blank line is no row: '' reads from a quoted file only.
    const read = values.filter((v) => v !== '');
    expect(read.map((_, r) => cells.number(r, 0))).toStrictEqual(read.map(Number));
  });
});
