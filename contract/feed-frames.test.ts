import { describe, expect, test } from 'vitest';
import {
  closeCodeFor,
  ErrorFrame,
  FeedFrame,
  matchTopic,
  ScoreFrame,
  StoppageFrame,
  SubscribeFrame,
} from './feed-frames';
import { sampleEvent, samplePoint, sampleScore } from './test-samples';

const at = '2026-09-20T14:02:11.482Z';

describe('client subscribe frame', () => {
  test('topics and optional signals; other keys are not read', () => {
    const f = SubscribeFrame.parse({
      topics: ['live-scores', matchTopic(48213)],
      signals: ['points'],
      api: 2,
    });
    expect(f.topics).toEqual(['live-scores', 'match:48213']);
    expect(SubscribeFrame.parse({ topics: ['live-scores'] }).signals).toBeUndefined();
  });

  test('missing, empty or malformed topics are refused', () => {
    expect(SubscribeFrame.safeParse({ signals: ['break_point'] }).success).toBe(false);
    expect(SubscribeFrame.safeParse({ topics: [] }).success).toBe(false);
    expect(SubscribeFrame.safeParse({ topics: ['match:abc'] }).success).toBe(false);
  });
});

describe('server frames', () => {
  test('every known frame type parses through the union', () => {
    const frames = [
      { type: 'subscribed', topics: ['live-scores'], signals: ['break_point', 'points'] },
      { type: 'score', match_id: 48213, score: sampleScore(), published_at: at },
      { type: 'ping' },
      {
        type: 'break_point',
        match_id: 48213,
        server: 2,
        returner: 1,
        break_points: 2,
        set: 2,
        game: 7,
        point: '15-40',
        win_probability_p1: 0.8,
        prob_swing: 0.09,
        server_side_favoured: false,
        ts: '2026-09-20T14:02:11Z',
        published_at: at,
      },
      {
        type: 'break_point_result',
        match_id: 48213,
        server: 2,
        outcome: 'broken',
        win_probability_p1_after: 0.86,
        ts: null,
        published_at: at,
      },
      {
        type: 'point',
        match_id: 48213,
        point: samplePoint(),
        pbp_coverage: 'point',
        quality: 'clean',
        published_at: at,
      },
      { type: 'point_update', match_id: 48213, seq: 57, serve: 1, outcome: 'ace', published_at: at },
      { ...sampleEvent(), match_id: 48213, published_at: at },
      {
        type: 'score_withdrawn',
        match_id: 48213,
        kind: 'withdrawn',
        superseded_sequence: 117,
        reason: 'set end not confirmed',
        safe_to_resume: true,
        ts: '2026-09-20T14:00:00Z',
        published_at: at,
      },
      { type: 'error', error: 'connection_limit', reason: 'connection_limit:per_key' },
    ];
    expect(frames.map((f) => FeedFrame.parse(f).type)).toEqual(frames.map((f) => f.type));
  });

  test('data frames need published_at; an unknown frame type fails (ignore it)', () => {
    expect(ScoreFrame.safeParse({ type: 'score', match_id: 1, score: sampleScore() }).success).toBe(false);
    expect(FeedFrame.safeParse({ type: 'momentum', match_id: 1, published_at: at }).success).toBe(false);
    expect(
      StoppageFrame.safeParse({ ...sampleEvent(), type: 'retirement', match_id: 1, published_at: at })
        .success,
    ).toBe(false);
  });

  test('close codes by refusal', () => {
    expect(ErrorFrame.parse({ type: 'error', error: 'no_topics' }).error).toBe('no_topics');
    expect(closeCodeFor('connection_limit')).toBe(1013);
    expect(closeCodeFor('service_unavailable')).toBe(1013);
    expect(closeCodeFor('bad_json')).toBe(1008);
    expect(closeCodeFor('email_unverified')).toBe(1008);
  });
});
