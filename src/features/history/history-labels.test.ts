import { describe, expect, it } from 'vitest';
import { coverageBadgeText } from './history-labels';

describe('coverageBadgeText', () => {
  it('reads in sentence case after the colon', () => {
    expect(coverageBadgeText('from_start')).toBe('Tape: from start');
    expect(coverageBadgeText('reconstructed_partial')).toBe('Tape: reconstructed, partial');
  });

  it('says there is no tape rather than "Tape: no tape"', () => {
    expect(coverageBadgeText('none')).toBe('No tape');
  });

  it('reads "unknown" for a coverage this build does not know', () => {
    expect(coverageBadgeText('by_carrier_pigeon')).toBe('Tape: unknown');
  });
});
