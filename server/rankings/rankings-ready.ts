import type { FastifyRequest } from 'fastify';
import { eloTapeReady } from './elo/elo-tape';
import { linkedCountReady } from './ranking-records';
import { officialTableReady } from './official/official-rankings';
import { publishedNamesReady } from './player-names';

const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []).flatMap((x) => String(x).split(','));

/**
 * What a GET /rankings reads, made ready off the request thread: the official tables of the systems
 * it names (both when it names none, as the route defaults to them) and, for Elo, both tours' tapes.
 * A malformed query loads what it names and is refused by the route as before.
 */
export function rankingsReady(req: FastifyRequest): Promise<unknown> {
  const systems = listOf((req.query as Record<string, unknown> | undefined)?.system);
  const named = systems.length === 0 ? ['atp', 'wta'] : systems;
  const loads: Promise<unknown>[] = [];
  for (const s of ['atp', 'wta'] as const) if (named.includes(s)) loads.push(officialTableReady(s));
  if (named.includes('atp') || named.includes('wta')) loads.push(publishedNamesReady());
  if (named.includes('elo'))
    for (const t of ['atp', 'wta'] as const)
      loads.push(eloTapeReady(t).then((tape) => linkedCountReady(tape, req.server.world.roster)));
  return Promise.all(loads);
}
