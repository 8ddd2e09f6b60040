import type { FastifyInstance } from 'fastify';
import { ScoreQuery } from '../../../contract/score';
import { StatusHistoryQuery } from '../../../contract/status-history';
import { tierAtLeast } from '../../access/keys';
import { tierOf } from '../../access/request-tier';
import { faultStatusRows, verdictFor, withdrawalRows } from '../../faults/fault-reads';
import { matchFromParams } from '../../faults/match-from-params';
import { resultDetail, resultStatusRows } from '../../history/tape-era/result-reads';
import { analysisOf } from '../../matches/analysis';
import { statusHistory } from '../../matches/status-history';
import { FREE, HISTORY, page, query, ULTRA } from '../../plugins/route-kit';
import { allTicks, marketObject, priceRows, visibleTicks } from '../../world/market';
import { scoreFor } from '../../world/match-view';

/** GET /matches/{id}, /score, /status-history, /withdrawals, /analysis. */
export function matchReadRoutes(app: FastifyInstance) {
  app.get('/matches/:matchId', FREE, async (req, reply) => {
    // Reconstructed results of the tape era share the match id space (server/history).
    const result = resultDetail(app, req);
    if (result) return result;
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    const tier = tierOf(req);
    const now = app.world.now();
    const base = app.world.matchView(ctx, tier, now);
    const detail: Record<string, unknown> = { ...base };
    if (tierAtLeast(tier, 'pro')) {
      if (ctx.hasMarket) {
        const ticks = visibleTicks(
          allTicks(ctx.st, ctx.inputs, ctx.track, ctx.seed, app.world.cfg.speed),
          now,
        );
        const names: [string, string] = [ctx.facts.p1.name, ctx.facts.p2.name];
        detail.market = {
          ...marketObject(ctx.st.slot, names, now, ticks),
          prices: ticks.slice(-5).reverse().flatMap(priceRows),
        };
        const last = ticks.at(-1);
        if (last) {
          const [one, two] = priceRows(last);
          detail.market_price = { 1: one, 2: two };
        } else detail.market_price = null;
      } else {
        detail.market = null;
        detail.market_price = null;
      }
    }
    if (tierAtLeast(tier, 'ultra')) detail.analysis = ctx.hasAnalysis ? analysisOf(ctx, now) : null;
    return detail;
  });

  app.get('/matches/:matchId/score', FREE, async (req, reply) => {
    const q = query(ScoreQuery, req, reply);
    if (!q) return reply;
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    const score = scoreFor(ctx, app.world.now(), tierOf(req));
    if (!score)
      return reply.code(404).send({ error: 'not_found', detail: 'The match has not started: no score yet.' });
    if (q.sequence !== undefined) {
      // The durable withdrawal record decides; no refusal for this sequence is an ordinary read.
      return { ...score, verdict: verdictFor(app.faults, ctx.st.slot.id, q.sequence, app.world.now()) };
    }
    return score;
  });

  app.get('/matches/:matchId/status-history', HISTORY, async (req, reply) => {
    const q = query(StatusHistoryQuery, req, reply);
    if (!q) return reply;
    const resultRows = resultStatusRows(app, req);
    if (resultRows) return page(resultRows, q.limit, q.offset);
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    const now = app.world.now();
    const rows = [
      ...statusHistory(ctx, now, tierOf(req)),
      ...faultStatusRows(app.faults, ctx, now, tierOf(req)),
    ];
    rows.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    return page(rows, q.limit, q.offset);
  });

  app.get('/matches/:matchId/withdrawals', ULTRA, async (req, reply) => {
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    return { match_id: ctx.st.slot.id, data: withdrawalRows(app.faults, ctx.st.slot.id, app.world.now()) };
  });

  app.get('/matches/:matchId/analysis', ULTRA, async (req, reply) => {
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    if (!ctx.hasAnalysis) {
      return reply.code(404).send({
        error: 'no_analysis',
        match_id: ctx.st.slot.id,
        coverage: 'none',
        detail: 'A real match, but no model analysis was computed for it.',
      });
    }
    return analysisOf(ctx, app.world.now());
  });
}
