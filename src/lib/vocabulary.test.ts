import { describe, expect, it } from 'vitest';
import {
  eventStatusWords,
  matchStatusWords,
  roundWords,
  surfaceWords,
  tierWords,
  tourWords,
  vocabWords,
} from './vocabulary';

describe('vocabulary', () => {
  it('gives known values their words', () => {
    expect(tourWords('wta')).toEqual({ text: 'WTA', raw: null });
    expect(tierWords('atp_1000')).toEqual({ text: 'ATP 1000', raw: null });
    expect(tierWords('itf_w25')).toEqual({ text: 'ITF W25', raw: null });
    expect(tierWords('grand_slam')?.text).toBe('Grand Slam');
    expect(matchStatusWords('upcoming')?.text).toBe('Not started');
    expect(eventStatusWords('Walk Over')?.text).toBe('Walkover');
  });

  it('writes a round code as a fan reads it, an unknown code as unknown', () => {
    expect(['F', 'SF', 'QF', 'R16', 'RR'].map((r) => roundWords(r)?.text)).toEqual([
      'Final',
      'Semi-final',
      'Quarter-final',
      'Round of 16',
      'Round robin',
    ]);
    expect(roundWords('R256')).toEqual({ text: 'unknown', raw: 'R256' });
  });

  it('reads every value this build does not know as "unknown", keeping the raw value', () => {
    expect(surfaceWords('carpet')).toEqual({ text: 'unknown', raw: 'carpet' });
    expect(tierWords('atp_2000')).toEqual({ text: 'unknown', raw: 'atp_2000' });
    expect(tourWords('team_cup')).toEqual({ text: 'unknown', raw: 'team_cup' });
    expect(matchStatusWords('suspended')).toEqual({ text: 'unknown', raw: 'suspended' });
    // Not fooled by a value that names an object property.
    expect(vocabWords('toString', { a: 'A' })).toEqual({ text: 'unknown', raw: 'toString' });
  });

  it('leaves null and empty out', () => {
    expect(surfaceWords(null)).toBeNull();
    expect(tourWords('')).toBeNull();
    expect(tierWords(undefined)).toBeNull();
  });
});
