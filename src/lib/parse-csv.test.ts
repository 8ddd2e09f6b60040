import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it('splits rows and fields, ignoring the final line end', () => {
    expect(parseCsv('a,b,c\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes, newlines and CRLF line ends', () => {
    expect(parseCsv('x,y\r\n"a, b","say ""hi"""\r\n"two\nlines",z')).toEqual([
      ['x', 'y'],
      ['a, b', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });

  it('keeps a trailing empty field', () => {
    expect(parseCsv('a,\n')).toEqual([['a', '']]);
  });
});
