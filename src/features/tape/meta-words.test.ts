import { describe, expect, it } from 'vitest';
import { coverageWords, pointSourceWords } from './meta-words';

describe('tape meta in words', () => {
  it('shows what a known value means, never its code', () => {
    expect(coverageWords('from_start')).toEqual({
      text: 'Recorded point by point from the first point',
      raw: null,
    });
    expect(pointSourceWords('observed').text).not.toMatch(/observed:/);
    expect(pointSourceWords(null)).toEqual({ text: 'None: the tape is empty', raw: null });
  });

  it('reads a value this build does not know as "unknown", the value kept for the hover', () => {
    expect(coverageWords('sampled')).toEqual({ text: 'unknown', raw: 'sampled' });
    expect(pointSourceWords('scraped')).toEqual({ text: 'unknown', raw: 'scraped' });
  });
});
