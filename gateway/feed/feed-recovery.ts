import { MatchPoints } from '../../contract/points';
import { Score } from '../../contract/score';

/** A REST read the hub makes once for every browser, with the key added here. */
export interface FeedRecovery {
  /** `point` frames for the points after `afterSeq`, in `seq` order (every page), or [] when none. */
  pointsAfter(matchId: number, afterSeq: number): Promise<Array<{ seq: number; text: string }>>;
  /** The match's current score as a `score` frame, or null when the read fails. */
  currentScore(matchId: number): Promise<{ sequence: number | null; text: string } | null>;
}

/** Pages are at most 500 rows; this many pages is a match far longer than any played. */
const MAX_PAGES = 20;

/**
 * The service's REST reads the hub needs after the upstream feed was away or withdrew a state.
 * Answers are checked against the contract: a body that does not parse recovers nothing rather
 * than fanning out a frame the dashboard would refuse.
 */
export function restFeedRecovery(baseUrl: string, key: string, timeoutMs = 5_000): FeedRecovery {
  const read = async (path: string): Promise<unknown> => {
    const res = await fetch(`${baseUrl}${path}`, {
      headers: { 'X-API-Key': key, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  };
  return {
    async pointsAfter(matchId, afterSeq) {
      const out: Array<{ seq: number; text: string }> = [];
      let after = afterSeq;
      for (let page = 0; page < MAX_PAGES; page++) {
        const raw = (await read(`/matches/${matchId}/points?after_seq=${after}`)) as { points: unknown[] };
        // Checked, then passed on as sent: fields the contract does not name still reach the browser.
        const body = MatchPoints.parse(raw);
        // A completed match's reconstruction restarts at seq 1: only the live basis continues ours.
        if (body.basis !== 'live') break;
        const publishedAt = new Date().toISOString();
        body.points.forEach((point, i) => {
          if (point.seq <= after) return;
          out.push({
            seq: point.seq,
            text: JSON.stringify({
              type: 'point',
              match_id: matchId,
              point: raw.points[i],
              pbp_coverage: body.pbp_coverage,
              quality: body.quality,
              published_at: publishedAt,
            }),
          });
        });
        if (!body.has_more || body.last_seq <= after) break;
        after = body.last_seq;
      }
      return out;
    },
    async currentScore(matchId) {
      try {
        const raw = await read(`/matches/${matchId}/score`);
        const score = Score.parse(raw);
        const text = JSON.stringify({
          type: 'score',
          match_id: matchId,
          score: raw,
          published_at: new Date().toISOString(),
        });
        return { sequence: score.sequence ?? null, text };
      } catch {
        return null;
      }
    },
  };
}
