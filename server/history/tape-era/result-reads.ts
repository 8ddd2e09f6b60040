import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tierAtLeast } from '../../access/keys';
import { tierOf } from '../../access/request-tier';
import { SLOT_ID_BASE } from '../../world/schedule';
import { type ResultEntry, resultCorpus } from './result-corpus';
import { resultMatchView } from './result-match';
import { resultStatusHistory } from './result-status-history';

/**
 * One match id space serves every route: the live half's match routes call these for ids of
 * reconstructed results, and fall through to the replay schedule when they return undefined.
 */
function resultFromParams(app: FastifyInstance, req: FastifyRequest): ResultEntry | undefined {
  const raw = (req.params as { matchId?: string }).matchId ?? '';
  if (!/^\d+$/.test(raw) || Number(raw) >= SLOT_ID_BASE || app.faults.merges.has(Number(raw)))
    return undefined;
  return resultCorpus().byId.get(Number(raw));
}

/** GET /matches/{id} for a result: no market is mapped and no analysis was computed. */
export function resultDetail(app: FastifyInstance, req: FastifyRequest) {
  const e = resultFromParams(app, req);
  if (!e) return undefined;
  const tier = tierOf(req);
  const view: Record<string, unknown> = resultMatchView(app.world, app.faults, e, app.world.now());
  if (tierAtLeast(tier, 'pro')) Object.assign(view, { market: null, market_price: null });
  if (tierAtLeast(tier, 'ultra')) view.analysis = null;
  return view;
}

/** GET /matches/{id}/status-history rows for a result, or undefined when the id is not one. */
export function resultStatusRows(app: FastifyInstance, req: FastifyRequest) {
  const e = resultFromParams(app, req);
  return e ? resultStatusHistory(app.world, app.faults, e, app.world.now()) : undefined;
}
