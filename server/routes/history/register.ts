import type { FastifyInstance } from 'fastify';
import { PackageQuery, PackagesQuery } from '../../../contract/packages';
import { parseQuery, type RawQuery } from '../../../contract/query';
import type { ServiceConfig } from '../../config';
import { tapePackageSource } from '../../history/packages/tape-package-source';
import { resultCorpusReady } from '../../history/tape-era/result-corpus-ready';
import { corpusGate } from '../../plugins/corpus-gate';
import { SLOT_ID_BASE } from '../../world/schedule';
import { coverageRoute } from './coverage/coverage-route';
import { historyListRoute } from './matches/history-list-route';
import { pricesRoute } from './matches/prices-route';
import { tapeRoute } from './matches/tape-route';
import { packageRoutes } from './packages/package-routes';

/** Registers the history match surface: listing, tape, coverage, per-point prices and packages. */
export function registerHistory(app: FastifyInstance, cfg: ServiceConfig): void {
  historyListRoute(app);
  tapeRoute(app, () => cfg.pointsEnabled);
  pricesRoute(app);
  coverageRoute(app, cfg.coverageAtStart !== false);
  const tapes = tapePackageSource(app);
  app.packageSources.set('tape', tapes, tapes.periodsReady);
  // A package read waits for its kind's corpus; a request the route refuses (bad kind, period or
  // format: the route's own parse) waits for nothing.
  // Every route that may read the tape era's results (2023–24) waits for them (built in a worker
  // right after start); a live match's own reads (ids of the replayed slots) never wait.
  const results = () => resultCorpusReady();
  corpusGate(app, [
    { prefix: '/history/matches', ready: results },
    { prefix: '/history/packages', ready: results },
    { prefix: '/h2h', ready: results },
    { prefix: '/rally', ready: results },
    {
      prefix: '/matches/:',
      ready: (req) => {
        const raw = (req.params as { matchId?: string } | undefined)?.matchId ?? '';
        return /^\d+$/.test(raw) && Number(raw) < SLOT_ID_BASE ? results() : Promise.resolve();
      },
    },
    {
      prefix: '/history/packages',
      ready: (req) => {
        const raw = (req.query ?? {}) as RawQuery;
        const period = (req.params as { period?: string } | undefined)?.period;
        const parsed =
          period === undefined
            ? parseQuery(PackagesQuery, raw)
            : parseQuery(PackageQuery, { ...raw, period });
        return parsed.ok ? app.packageSources.ready(parsed.value.kind) : Promise.resolve();
      },
    },
  ]);
  packageRoutes(app);
}
