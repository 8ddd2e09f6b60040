import { describe, expect, it } from 'vitest';
import type { Meeting } from './h2h-outcomes';
import { meetingSource } from './meeting-source';

const meeting = (fields: Record<string, unknown>) => fields as unknown as Meeting;

describe('meetingSource', () => {
  it('names each half in words, never a code', () => {
    expect(meetingSource(meeting({ era: 'archive' }))).toBe('1968–2022 archive');
    expect(meetingSource(meeting({ era: 'current', basis: 'result' }))).toBe('results since 2023');
    expect(meetingSource(meeting({ era: 'current', basis: 'replay' }))).toBe('service replay');
    expect(meetingSource(meeting({ era: 'future' }))).toBe('unknown');
  });
});
