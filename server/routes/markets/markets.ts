import type { FastifyInstance, FastifyReply } from 'fastify';
import { MarketPricesQuery, MarketsQuery, MatchPricesQuery } from '../../../contract/market';
import { matchFromParams } from '../../faults/match-from-params';
import { decodeCursor, encodeCursor, PRO, query } from '../../plugins/route-kit';
import { allTicks, marketObject, priceRows, type Tick, visibleTicks } from '../../world/market';
import type { MatchContext } from '../../world/match-view';

const noMarket = (reply: FastifyReply, id: number) =>
  reply.code(404).send({
    error: 'no_market',
    match_id: id,
    coverage: 'none',
    detail: 'A real match, but no match-winner market is mapped to it.',
  });

/** Price rows of visible ticks, newest first (two rows per tick: side 1 then side 2). */
function rowsNewestFirst(ticks: Tick[]) {
  return [...ticks].reverse().flatMap(priceRows);
}

/** GET /markets, /markets/{id}/prices and /matches/{id}/prices (a SIMULATED market; see market.ts). */
export function marketRoutes(app: FastifyInstance) {
  const ticksOf = (ctx: MatchContext, now: number) =>
    visibleTicks(allTicks(ctx.st, ctx.inputs, ctx.track, ctx.seed, app.world.cfg.speed), now);
  const names = (ctx: MatchContext): [string, string] => [ctx.facts.p1.name, ctx.facts.p2.name];

  app.get('/markets', PRO, async (req, reply) => {
    const q = query(MarketsQuery, req, reply);
    if (!q) return reply;
    const slot = app.world.slot(q.match_id);
    const now = app.world.now();
    const ctx = slot ? app.world.context(slot, now) : undefined;
    const data = ctx?.hasMarket ? [marketObject(ctx.st.slot, names(ctx), now, ticksOf(ctx, now))] : [];
    return { data, meta: { match_id: q.match_id, count: data.length } };
  });

  app.get('/markets/:matchId/prices', PRO, async (req, reply) => {
    const q = query(MarketPricesQuery, req, reply);
    if (!q) return reply;
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    if (!ctx.hasMarket) return noMarket(reply, ctx.st.slot.id);
    const now = app.world.now();
    const ticks = ticksOf(ctx, now);
    // `limit` counts ticks per side: the newest `limit` quotes of each side.
    return {
      ...marketObject(ctx.st.slot, names(ctx), now, ticks),
      prices: rowsNewestFirst(ticks.slice(-q.limit)),
    };
  });

  app.get('/matches/:matchId/prices', PRO, async (req, reply) => {
    const q = query(MatchPricesQuery, req, reply);
    if (!q) return reply;
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    if (!ctx.hasMarket) return noMarket(reply, ctx.st.slot.id);
    const now = app.world.now();
    let rows = rowsNewestFirst(ticksOf(ctx, now));
    if (q.minutes !== undefined)
      rows = rows.filter((r) => Date.parse(r.timestamp) >= now - q.minutes! * 60_000);
    if (q.cursor !== undefined) {
      const c = decodeCursor(q.cursor, ['t', 's', 'm'] as const);
      if (!c || c.m !== ctx.st.slot.id)
        return reply
          .code(400)
          .send({ error: 'bad_cursor', detail: 'cursor is not a next_cursor of this match.' });
      // Strictly older than the last row served: (timestamp desc, side asc).
      rows = rows.filter((r) => {
        const t = Date.parse(r.timestamp);
        return t < c.t || (t === c.t && r.side > c.s);
      });
    }
    const data = rows.slice(0, q.limit);
    const last = data.at(-1);
    const hasMore = rows.length > data.length;
    return {
      data,
      meta: {
        match_id: ctx.st.slot.id,
        count: data.length,
        has_more: hasMore,
        limit: q.limit,
        minutes: q.minutes ?? null,
        next_cursor:
          hasMore && last
            ? encodeCursor({ t: Date.parse(last.timestamp), s: last.side, m: ctx.st.slot.id })
            : null,
      },
    };
  });
}
