import type { FastifyInstance } from 'fastify';
import type { ScoreWithdrawnFrame } from '../../contract/feed-frames';
import { scoreFor } from '../world/match-view';
import { sequenceAt, withFaults } from './apply-faults';

const SIMULATED_REASON = 'illegal_transition: two sets in one step (simulated by the withdraw fault)';

/**
 * The withdraw fault: publish an illegal successor of the match's current state on the feed, then
 * refuse it, as the legality gate does when a stream already carried a state. The refused state
 * takes the next sequence; the REST read never showed it and keeps serving the last good state.
 */
export function withdrawNow(app: FastifyInstance, matchId: number, reason = SIMULATED_REASON) {
  const slot = app.world.slot(matchId);
  if (!slot) return { status: 404, body: { error: 'not_found', detail: `No match with id ${matchId}.` } };
  const now = app.world.now();
  const ctx = withFaults(app.faults, app.world.context(slot, now), now);
  if (ctx.st.status !== 'live')
    return {
      status: 409,
      body: { error: 'not_live', detail: 'Only a live match can have a state withdrawn.' },
    };
  // Flush first so every good state before the refused one has left, and WS sequences keep rising.
  app.feedPublisher.tick(now);
  const good = scoreFor(ctx, now, 'ultra');
  const index = ctx.st.index;
  const refused = sequenceAt(app.faults, matchId, index) + 1;
  const at = new Date(now).toISOString();
  if (good) {
    const illegal = {
      ...good,
      sets: [good.sets[0] + 2, good.sets[1]],
      sequence: refused,
      accepted_at: at,
      timestamp: at,
      age_seconds: 0,
      simulated: true,
    };
    app.feedHub.publish({
      matchId,
      family: 'score',
      frame: { type: 'score', match_id: matchId, score: illegal, published_at: at },
    });
  }
  const frame: ScoreWithdrawnFrame = {
    type: 'score_withdrawn',
    match_id: matchId,
    kind: 'withdrawn',
    superseded_sequence: refused,
    reason,
    safe_to_resume: true,
    ts: at,
    published_at: at,
  };
  app.faults.withdrawals.push({ matchId, afterIndex: index, frame, at: now });
  app.feedHub.publish({ matchId, family: 'score', frame });
  return { status: 200, body: frame };
}
