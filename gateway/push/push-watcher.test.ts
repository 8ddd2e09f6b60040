import { describe, expect, it } from 'vitest';
import type { Match } from '../../contract/match';
import type { SourceFrame } from '../feed/feed-source';
import type { PushAlert } from './push-sender';
import type { StoredSubscription } from './push-store';
import { PushFeedWatcher } from './push-watcher';

function score(sets: [number, number], games: number[][], sequence: number) {
  return {
    sets,
    games: [games.map((g) => g[0]), games.map((g) => g[1])],
    points: ['0', '0'],
    server: 1,
    is_tiebreak: false,
    sequence,
  };
}

function row(id: number, p1: number, status = 'live', s = score([0, 0], [[3, 2]], 1)): Match {
  return {
    id,
    status,
    tournament: 'Paris',
    format: 'BO3',
    players: { p1: { id: p1, name: `Player ${p1}` }, p2: { id: p1 + 1, name: `Player ${p1 + 1}` } },
    winner: status === 'completed' ? 1 : null,
    score: s,
  } as unknown as Match;
}

const scoreFrame = (matchId: number, s: ReturnType<typeof score>): SourceFrame => {
  const frame = { type: 'score', match_id: matchId, score: s };
  return { text: JSON.stringify(frame), type: 'score', matchId, frame };
};
const withdrawnFrame = (matchId: number, superseded: number): SourceFrame => {
  const frame = { type: 'score_withdrawn', match_id: matchId, superseded_sequence: superseded };
  return { text: JSON.stringify(frame), type: 'score_withdrawn', matchId, frame };
};

const fan: StoredSubscription = {
  endpoint: 'https://push.example/a',
  keys: { p256dh: 'k', auth: 'a' },
  follows: { players: [10], matches: [] },
};

/** A watcher on hand-run timers, its reads counted and its pushes collected. */
function watcher(lists: Match[][], matches: Record<number, Match> = {}, paceMs?: number) {
  const sent: PushAlert[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const reads = { live: 0, match: 0 };
  const claimed = new Set<string>();
  const w = new PushFeedWatcher({
    subscriptions: async () => [fan],
    readLive: async () => {
      reads.live++;
      return lists.shift() ?? null;
    },
    readMatch: async (id) => {
      reads.match++;
      return matches[id] ?? null;
    },
    send: async (_s, a) => void sent.push(a),
    nextReadMs: paceMs === undefined ? undefined : async () => paceMs,
    claim: async (key) => !claimed.has(key) && !!claimed.add(key),
    setTimer: (run, ms) => {
      const t = { run, ms };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      const i = timers.indexOf(t as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
  });
  /** Runs the timers due within `ms` (the backstop re-read, 5 min, is never due here). */
  const elapse = async (ms = 2_000) => {
    for (let round = 0; round < 5; round++) {
      const due = timers.filter((t) => t.ms <= ms);
      for (const t of due) timers.splice(timers.indexOf(t), 1);
      for (const t of due) t.run();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { w, sent, reads, elapse, timers };
}

describe('PushFeedWatcher: Web Push from the feed', () => {
  it('pushes a set from a score frame, after reading the list once as a baseline', async () => {
    const { w, sent, reads, elapse } = watcher([[row(2, 10)]]);
    await w.start();
    w.frame(
      scoreFrame(
        2,
        score(
          [1, 0],
          [
            [6, 4],
            [0, 0],
          ],
          2,
        ),
      ),
    );
    expect(sent).toEqual([]);
    await elapse();
    expect(sent.map((a) => a.body)).toEqual(['Player 10 takes set 1 6–4']);
    expect(reads).toEqual({ live: 1, match: 0 });
  });

  it('never pushes a state withdrawn within the settle time, and goes on from the last good one', async () => {
    const { w, sent, elapse } = watcher([[row(2, 10)]]);
    await w.start();
    // The refused state claims a set; its withdrawal follows on the feed.
    w.frame(
      scoreFrame(
        2,
        score(
          [2, 0],
          [
            [6, 4],
            [6, 0],
          ],
          2,
        ),
      ),
    );
    w.frame(withdrawnFrame(2, 2));
    await elapse();
    expect(sent).toEqual([]);
    // The next good state is compared with the last good one: the real first set.
    w.frame(
      scoreFrame(
        2,
        score(
          [1, 0],
          [
            [6, 3],
            [0, 0],
          ],
          3,
        ),
      ),
    );
    await elapse();
    expect(sent.map((a) => a.body)).toEqual(['Player 10 takes set 1 6–3']);
  });

  it('a match new to the feed is looked up with one list read: a followed player came on court', async () => {
    const { w, sent, reads, elapse } = watcher([[row(1, 20)], [row(1, 20), row(2, 10)]]);
    await w.start();
    w.frame(scoreFrame(2, score([0, 0], [[0, 0]], 1)));
    w.frame(scoreFrame(2, score([0, 0], [[1, 0]], 2)));
    await elapse();
    expect(reads.live).toBe(2);
    expect(sent.map((a) => a.body)).toEqual(['Paris: the match has started.']);
  });

  it('a frame whose sets decide the match is read for its result', async () => {
    const finished = row(
      2,
      10,
      'completed',
      score(
        [2, 0],
        [
          [6, 4],
          [6, 2],
        ],
        9,
      ),
    );
    const { w, sent, reads, elapse } = watcher(
      [
        [
          row(
            2,
            10,
            'live',
            score(
              [1, 0],
              [
                [6, 4],
                [5, 2],
              ],
              7,
            ),
          ),
        ],
      ],
      {
        2: finished,
      },
    );
    await w.start();
    w.frame(
      scoreFrame(
        2,
        score(
          [2, 0],
          [
            [6, 4],
            [6, 2],
          ],
          8,
        ),
      ),
    );
    await elapse();
    expect(reads.match).toBe(1);
    expect(sent.map((a) => a.body)).toContain('Player 10 beat Player 11 6–4 6–2.');
  });

  it('matches nobody follows push nothing', async () => {
    const { w, sent, elapse } = watcher([[row(5, 30)]]);
    await w.start();
    w.frame(
      scoreFrame(
        5,
        score(
          [1, 0],
          [
            [6, 4],
            [0, 0],
          ],
          2,
        ),
      ),
    );
    await elapse();
    expect(sent).toEqual([]);
  });

  it('takes a whole list the desk read for a browser as its own read: on court, with no read of its own', async () => {
    const { w, sent, reads, elapse } = watcher([[row(2, 10)]]);
    await w.start();
    w.heard([row(2, 20), row(5, 10)]);
    await elapse();
    expect(sent.map((a) => a.title)).toEqual(['On court: Player 10 v Player 11']);
    expect(reads).toEqual({ live: 1, match: 0 });
  });

  it('reads the list itself at the pace it is given, the wait counted again from each heard list', async () => {
    const pace = 1_728_000;
    const { w, reads, elapse, timers } = watcher([[row(2, 10)], [row(2, 10)]], {}, pace);
    await w.start();
    expect(timers.filter((t) => t.ms === pace)).toHaveLength(1);
    w.heard([row(2, 10)]);
    await elapse(0);
    // The heard list replaced the pending read: still one, and no read was made for it.
    expect(timers.filter((t) => t.ms === pace)).toHaveLength(1);
    expect(reads.live).toBe(1);
    await elapse(pace);
    expect(reads.live).toBeGreaterThanOrEqual(2);
  });
});
