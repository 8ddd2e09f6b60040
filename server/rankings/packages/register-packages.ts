import type { FastifyInstance } from 'fastify';
import { eloPackageSource } from './elo-package';
import { rallyPackageSource } from './rally-package';
import { rankingsPackageSource } from './rankings-package';

/** Offers the rankings (monthly), elo and rally (yearly) corpora to the package routes. */
export function registerRankingPackages(app: FastifyInstance): void {
  app.packageSources.set('rankings', rankingsPackageSource(app.world.roster));
  app.packageSources.set('elo', eloPackageSource(app.world.roster));
  app.packageSources.set('rally', rallyPackageSource());
}
