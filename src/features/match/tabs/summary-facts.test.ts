import { describe, expect, it } from 'vitest';
import { sampleMatch, sampleRetiredMatch } from '../../../../contract/test-samples';
import { drawFact, eventFact, formatFact, roundFact, statusFact, surfaceFact } from './summary-facts';

describe('summary facts', () => {
  it('reads a live singles match as a fan would', () => {
    const m = sampleMatch();
    expect(statusFact(m)).toEqual({ text: 'Live' });
    expect(eventFact(m)).toEqual({ text: 'Stockholm Open · ATP' });
    expect(formatFact(m.format)).toEqual({ text: 'Best of 3 sets' });
    expect(surfaceFact(m)).toEqual({ text: 'Hard, indoor' });
    expect(drawFact(m)).toEqual({ text: 'Singles' });
    expect(roundFact(m)).toEqual({ text: 'Round of 16' });
  });

  it('says how a finished match ended: "Retired (Ret.)", "Walkover (W.O.)", plain "Finished"', () => {
    expect(statusFact(sampleRetiredMatch())).toEqual({ text: 'Retired (Ret.)' });
    expect(statusFact({ status: 'completed', outcome: 'walkover', event_status: 'Walk Over' })).toEqual({
      text: 'Walkover (W.O.)',
    });
    expect(statusFact({ status: 'completed', outcome: 'completed', event_status: null })).toEqual({
      text: 'Finished',
    });
    expect(statusFact({ status: 'live', outcome: null, event_status: 'Interrupted' })).toEqual({
      text: 'Interrupted',
    });
  });

  it('shows values it does not know as unknown with the raw value, and nulls as absent', () => {
    expect(statusFact({ status: 'suspended', outcome: null, event_status: null })).toEqual({
      text: 'unknown',
      raw: 'suspended',
    });
    expect(formatFact('FAST4')).toEqual({ text: 'unknown', raw: 'FAST4' });
    expect(drawFact({ draw: 'mixed', is_doubles: true })).toEqual({ text: 'unknown', raw: 'mixed' });
    const retired = sampleRetiredMatch();
    expect(formatFact(retired.format)).toBeNull();
    expect(surfaceFact(retired)).toBeNull();
    expect(eventFact(retired)).toEqual({ text: 'Stockholm Open' });
    expect(drawFact({ draw: null, is_doubles: true })).toEqual({ text: 'Doubles' });
    expect(roundFact({ round: null, is_qualifying: true })).toBeNull();
    expect(roundFact({ round: 'Q2', is_qualifying: true })).toEqual({ text: 'Q2 (qualifying)' });
  });
});
