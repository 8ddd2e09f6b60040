import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawQuery } from '../../../contract/query';
import { OFFICIAL_SYSTEMS, RankingsQuery, rankingsMode } from '../../../contract/rankings';
import { PRO, page, pageOfCut, query } from '../../plugins/route-kit';
import { coverage } from '../../rankings/ranking-records';
import { listing, listingReady, needsUltra, perPlayer } from '../../rankings/rankings-answer';
import { resolution } from '../../rankings/resolution';

const ULTRA_ACCESS = { kind: 'tier', tier: 'ultra' } as const;

/** GET /rankings: PRO listing, ULTRA per-player and Elo (history-surface.md, GET /rankings). */
export function rankingsRoute(app: FastifyInstance): void {
  app.get('/rankings', PRO, async (req: FastifyRequest, reply) => {
    if (needsUltra(req.query as RawQuery) && !app.requireAccess(req, reply, ULTRA_ACCESS)) return reply;
    const q = query(RankingsQuery, req, reply);
    if (!q) return reply;
    const roster = app.world.roster;
    const mode = rankingsMode(q);
    const systems = q.system ?? [...OFFICIAL_SYSTEMS];
    if (mode === 'listing') await listingReady(q);
    const result = mode === 'listing' ? listing(q, roster) : perPlayer(q, roster);
    const body = result.paged
      ? pageOfCut(result.rows, result.paged.count, q.limit, q.offset)
      : page(result.rows, q.limit, q.offset);
    return {
      data: body.data,
      meta: {
        ...body.meta,
        mode,
        systems,
        as_of: q.as_of ?? null,
        coverage: {
          ...coverage(systems, result.tours, roster),
          ...resolution(q, systems, result),
        },
      },
    };
  });
}
