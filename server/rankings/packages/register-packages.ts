import type { FastifyInstance } from 'fastify';
import { chartingLinksReady } from '../../rally/match-link';
import { eloTapeReady } from '../elo/elo-tape';
import { officialTableReady } from '../official/official-rankings';
import { publishedNamesReady } from '../player-names';
import { eloPackageSource } from './elo-package';
import { rallyPackageSource } from './rally-package';
import { rankingsPackageSource } from './rankings-package';

/** Offers the rankings (monthly), elo and rally (yearly) corpora to the package routes. */
export function registerRankingPackages(app: FastifyInstance): void {
  app.packageSources.set('rankings', rankingsPackageSource(app.world.roster), () =>
    Promise.all([officialTableReady('atp'), officialTableReady('wta'), publishedNamesReady()]),
  );
  app.packageSources.set('elo', eloPackageSource(app.world.roster), () =>
    Promise.all([eloTapeReady('atp'), eloTapeReady('wta')]),
  );
  app.packageSources.set('rally', rallyPackageSource(), chartingLinksReady);
}
