import { describe, expect, it } from 'vitest';
import { ScoreWithdrawnFrame } from '../../contract/feed-frames';
import { pushDataSchema, WsChannels } from '../../contract/push-feed';
import { sampleEvent, samplePoint, sampleScore } from '../../contract/test-samples';
import type { FeedEvent } from '../feeds/hub';
import { channelsOf, channelVocabulary, maySubscribe } from './channels';

// Spec-derived sample frames (contract/test-samples): the mapping only reads `type` and the match.
const at = '2026-09-20T14:02:11.482Z';
const ev = (frame: Record<string, unknown>, family: FeedEvent['family'] = 'score'): FeedEvent =>
  ({
    family,
    matchId: 48213,
    frame: { match_id: 48213, published_at: at, ...frame },
  }) as unknown as FeedEvent;
const on = { pointsEnabled: true };
const off = { pointsEnabled: false };

describe('push channels', () => {
  it('routes each family to its match channel and its slate, and nothing else', () => {
    expect(channelsOf(ev({ type: 'score', score: sampleScore() }), on)).toEqual(['match:48213', 'slate:all']);
    expect(channelsOf(ev({ type: 'point', point: samplePoint() }, 'point'), on)).toEqual([
      'point:match:48213',
      'point:slate',
    ]);
    expect(
      channelsOf(ev({ type: 'point_update', seq: 3, serve: 1, outcome: null }, 'point'), on),
    ).toHaveLength(2);
    for (const type of [
      'break_point',
      'break_point_result',
      'divergence',
      'medical_timeout_start',
      'pause_end',
    ])
      expect(channelsOf(ev({ ...sampleEvent(), type }, 'signal'), on)).toEqual([
        'signal:match:48213',
        'signal:slate',
      ]);
  });

  it('decides by frame type, so a mislabelled event never reaches score subscribers', () => {
    expect(channelsOf(ev({ ...sampleEvent(), type: 'stoppage_start' }, 'score'), on)[1]).toBe('signal:slate');
    expect(channelsOf(ev({ type: 'ping' }), on)).toEqual([]);
    expect(channelsOf(ev({ type: 'subscribed', topics: [], signals: [] }), on)).toEqual([]);
  });

  it('carries a withdrawal on the score channels, where the withdrawn state was published', () => {
    const withdrawn = {
      type: 'score_withdrawn',
      kind: 'withdrawn',
      superseded_sequence: 57,
      reason: 'illegal transition',
      safe_to_resume: true,
      ts: at,
    };
    const [channel] = channelsOf(ev(withdrawn), on);
    expect(channel).toBe('match:48213');
    expect(ScoreWithdrawnFrame.safeParse({ ...withdrawn, match_id: 1, published_at: at }).success).toBe(true);
    expect(
      pushDataSchema(channel)!.safeParse({ ...withdrawn, match_id: 48213, published_at: at }).success,
    ).toBe(true);
  });

  it('drops point frames and point channels while the point surface is off', () => {
    expect(channelsOf(ev({ type: 'point', point: samplePoint() }, 'point'), off)).toEqual([]);
    expect(maySubscribe('point:slate', off)).toEqual({ ok: false, code: 103, message: 'permission denied' });
    expect(maySubscribe('point:slate', on)).toEqual({ ok: true });
    const vocab = WsChannels.parse(channelVocabulary(off));
    expect(Object.keys(vocab)).toEqual(['match', 'slate', 'signal_match', 'signal_slate']);
    expect(Object.keys(channelVocabulary(on))).toContain('point_match');
  });

  it('refuses channel names outside the vocabulary with 102', () => {
    for (const name of ['news:all', 'slate', 'point:slate:all', 'match:abc', ''])
      expect(maySubscribe(name, on)).toMatchObject({ ok: false, code: 102 });
  });
});
