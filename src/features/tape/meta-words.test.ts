import { describe, expect, it } from 'vitest';
import { coverageWords, pointSourceWords, pointsWords } from './meta-words';

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

  it('points to the complete reconstruction only when rows are missing, by the control its user sees', () => {
    expect(pointsWords({ available_complete: true, complete: true, completeness: 1 })).toEqual([
      'The returned rows are point-complete: every point from 0-0 to the end.',
      'Measured completeness 100.0%.',
    ]);
    expect(pointsWords({ available_complete: true, complete: false }).join(' ')).toContain(
      'choose “Complete reconstruction” under Points',
    );
    expect(pointsWords({ available_complete: true, complete: false }).join(' ')).not.toMatch(/ read\b/);
  });
});
