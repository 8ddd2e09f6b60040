import { describe, expect, it } from 'vitest';
import { withdrawalReason } from './withdrawal-reason';

describe('withdrawalReason', () => {
  it('reads a known code in words and keeps the detail for the hover', () => {
    expect(
      withdrawalReason('illegal_transition: two sets in one step (simulated by the withdraw fault)'),
    ).toEqual({
      words: { text: 'the score moved in a way tennis does not allow', raw: null },
      detail: 'two sets in one step (simulated by the withdraw fault)',
    });
  });

  it('knows the code written as words too', () => {
    expect(withdrawalReason('illegal transition')?.words?.text).toBe(
      'the score moved in a way tennis does not allow',
    );
  });

  it('never shows a code bare: an unknown one reads "unknown" with the code on hover', () => {
    expect(withdrawalReason('source_flap')).toEqual({
      words: { text: 'unknown', raw: 'source_flap' },
      detail: null,
    });
    expect(withdrawalReason('Two sets at once!')).toEqual({
      words: { text: 'unknown', raw: 'Two sets at once!' },
      detail: null,
    });
  });

  it('says nothing when no reason was given', () => {
    expect(withdrawalReason(null)).toBeNull();
    expect(withdrawalReason('  ')).toBeNull();
  });
});
