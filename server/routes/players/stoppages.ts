import type { FastifyInstance } from 'fastify';
import { StoppagesQuery } from '../../../contract/event';
import { tierOf } from '../../access/request-tier';
import { eventsOf } from '../../matches/events';
import { decodeCursor, encodeCursor, PRO, query } from '../../plugins/route-kit';

const DAY = 86_400_000;

/**
 * GET /players/{id}/stoppages and /injuries (identical): retirements where the player is the
 * non-winner, and inferred pauses of the player's matches. The replayed records state no medical
 * timeout or trainer call, so none is served.
 */
export function stoppageRoutes(app: FastifyInstance) {
  for (const path of ['/players/:playerId/stoppages', '/players/:playerId/injuries']) {
    app.get(path, PRO, async (req, reply) => {
      const q = query(StoppagesQuery, req, reply);
      if (!q) return reply;
      const raw = (req.params as { playerId: string }).playerId;
      const player = /^\d+$/.test(raw) ? app.world.roster.get(Number(raw)) : undefined;
      if (!player)
        return reply.code(404).send({ error: 'not_found', detail: `No roster player with id ${raw}.` });
      const now = app.world.now();
      const until = q.until ? Date.parse(q.until.end) : now;
      const since = q.since ? Date.parse(q.since.start) : until - 180 * DAY;
      const kinds = new Set<string>(q.kind);
      const tier = tierOf(req);
      const rows: Array<{
        kind: string;
        type: string;
        at: string;
        atMs: number;
        match_id: number;
        [k: string]: unknown;
      }> = [];
      // The player's side is a fixed fact of the slot: a context is built only for their matches.
      for (const slot of app.world.schedule.visible(now)) {
        const facts = app.world.facts(slot);
        const side = facts.p1.id === player.id ? 1 : facts.p2.id === player.id ? 2 : 0;
        if (side === 0) continue;
        const c = app.world.context(slot, now);
        const r = c.st.slot.replay;
        if (
          kinds.has('retirement') &&
          c.st.status === 'completed' &&
          r.outcome === 'retired' &&
          r.retiredSide === side
        ) {
          rows.push({
            kind: 'retirement',
            type: 'retirement',
            at: new Date(c.st.slot.endMs).toISOString(),
            atMs: c.st.slot.endMs,
            match_id: c.st.slot.id,
            player: side,
            reason: null,
          });
        }
        if (kinds.has('pause')) {
          for (const e of eventsOf(c, now, tier)) {
            const { atMs, id: _id, ...rest } = e;
            rows.push({ ...rest, kind: 'pause', atMs });
          }
        }
      }
      let list = rows.filter((r) => r.atMs >= since && r.atMs <= until).sort((a, b) => b.atMs - a.atMs);
      if (q.before) {
        const c = decodeCursor(q.before, ['t'] as const);
        if (!c)
          return reply
            .code(400)
            .send({ error: 'bad_cursor', detail: 'before is not a next_cursor of this read.' });
        list = list.filter((r) => r.atMs < c.t);
      }
      const data = list.slice(0, q.limit);
      return {
        data: data.map(({ atMs: _a, ...r }) => r),
        meta: {
          count: data.length,
          next_cursor: list.length > data.length ? encodeCursor({ t: data.at(-1)!.atMs }) : null,
          latest_medical_timeout: null,
          previous_medical_timeout: null,
          record_starts: '2026-09-12',
          since: new Date(since).toISOString(),
          until: new Date(until).toISOString(),
        },
      };
    });
  }
}
