import { describe, expect, it } from 'vitest';
import { webhookEventLabel, webhookEventsText } from './webhook-event-words';

describe('webhook event words', () => {
  it('labels each event in words, never its code', () => {
    expect(webhookEventLabel('break_point')).toBe('Break point');
    expect(webhookEventLabel('score')).toBe('Score');
    expect(webhookEventLabel('set_won')).toBe('unknown');
  });

  it('reads a hook’s events as one sentence-case phrase', () => {
    expect(webhookEventsText(['score', 'break_point'])).toBe('Score, break point');
    expect(webhookEventsText(['point', 'set_won'])).toBe('Point, unknown');
    expect(webhookEventsText([])).toBeNull();
  });
});
