import { describe, expect, it } from 'vitest';
import { finishLabel } from './finish-label';

describe('finishLabel', () => {
  it('reads retirements and walkovers as score apps do', () => {
    expect(finishLabel({ outcome: 'retired', event_status: 'Retired' }).short).toBe('Ret.');
    expect(finishLabel({ outcome: 'walkover', event_status: 'Walk Over' }).short).toBe('W.O.');
    expect(finishLabel({ outcome: null, event_status: 'Walk Over' }).short).toBe('W.O.');
    expect(finishLabel({ outcome: 'completed', event_status: null })).toEqual({
      short: 'Fin.',
      words: 'Finished',
    });
  });

  it('says "unknown" for an ending it does not know, keeping the raw value in the words', () => {
    const label = finishLabel({ outcome: 'disqualified_by_vote', event_status: null });
    expect(label.short).toBe('unknown');
    expect(label.words).toContain('disqualified_by_vote');
  });
});
