import { describe, expect, it } from 'vitest';
import { csvField } from './csv-field';

describe('csvField', () => {
  it('quotes fields holding a comma, quote or line break and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes null as an empty field, never 0, and keeps numbers and booleans', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(0)).toBe('0');
    expect(csvField(0.4095)).toBe('0.4095');
    expect(csvField(false)).toBe('false');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('+1,2')).toBe(`"'+1,2"`);
  });
});
