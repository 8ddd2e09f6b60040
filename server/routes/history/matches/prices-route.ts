import type { FastifyInstance } from 'fastify';
import { HistoryPricesQuery } from '../../../../contract/history-prices';
import { pointPrices } from '../../../history/prices/point-prices';
import { historyEntryFromParams } from '../../../history/tape/history-entry';
import { PRO, query } from '../../../plugins/route-kit';

const noMarket = (matchId: number) => ({
  error: 'no_market',
  match_id: matchId,
  coverage: 'none',
  detail:
    'No match-winner market is mapped to this match; enumerate with GET /history/matches?has_market=true.',
});

/** GET /history/matches/{id}/prices (PRO): per-point quotes of the SIMULATED market. */
export function pricesRoute(app: FastifyInstance) {
  app.get('/history/matches/:matchId/prices', PRO, async (req, reply) => {
    const q = query(HistoryPricesQuery, req, reply);
    if (!q) return reply;
    const entry = historyEntryFromParams(app, req, reply);
    if (!entry) return reply;
    // Real results carry no market: the data pack holds no prices and none are made up for them.
    if (entry.kind === 'result') return reply.code(404).send(noMarket(entry.e.id));
    if (!entry.ctx.hasMarket) return reply.code(404).send(noMarket(entry.ctx.st.slot.id));
    return pointPrices(entry.ctx, q.after_seq, q.limit, app.world.now());
  });
}
