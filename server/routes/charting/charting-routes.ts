import type { FastifyInstance } from 'fastify';
import { ChartingPlayersQuery } from '../../../contract/charting';
import { chartedById } from '../../charting/charted-matches';
import { findPerson } from '../../charting/charted-people';
import { chartingPlayerView } from '../../charting/charting-player-view';
import { chartingMatchView } from '../../charting/charting-views';
import { pathId } from '../../charting/path-id';
import { query, ULTRA } from '../../plugins/route-kit';

const CANDIDATE_CAP = 50;

// Years charted tell two people of one name apart (the Williams sisters, fathers and sons).
function yearsOf(matches: { date: string | null }[]) {
  const years = matches.flatMap((m) => (m.date ? [Number(m.date.slice(0, 4))] : []));
  return years.length
    ? { first_year: Math.min(...years), last_year: Math.max(...years) }
    : { first_year: null, last_year: null };
}

/** GET /charting/players and GET /charting/matches/{id} (ULTRA). */
export function chartingRoutes(app: FastifyInstance): void {
  app.get('/charting/players', ULTRA, async (req, reply) => {
    const q = query(ChartingPlayersQuery, req, reply);
    if (!q) return reply;
    const gender = q.gender === 'men' ? 'M' : q.gender === 'women' ? 'W' : undefined;
    const found = findPerson(q.name, gender);
    if (found.kind === 'none')
      return reply.code(404).send({ error: 'not_found', detail: `No charted player matches '${q.name}'.` });
    if (found.kind === 'many') {
      const people = [...found.people].sort((a, b) => b.matches.length - a.matches.length);
      return reply.code(400).send({
        error: 'ambiguous_name',
        detail: `'${q.name}' matches ${people.length} charted players; send more of the name or a gender.`,
        candidates: people.slice(0, CANDIDATE_CAP).map((p) => ({
          name: p.name,
          gender: p.gender === 'M' ? 'men' : 'women',
          tour: p.gender === 'M' ? 'atp' : 'wta',
          matches_charted: p.matches.length,
          ...yearsOf(p.matches),
        })),
        candidates_total: people.length,
      });
    }
    return chartingPlayerView(found.person);
  });

  app.get('/charting/matches/:chartingMatchId', ULTRA, async (req, reply) => {
    const id = pathId(req, reply, 'chartingMatchId', 'charting match');
    if (id === undefined) return reply;
    const m = chartedById(id);
    if (!m) return reply.code(404).send({ error: 'not_found', detail: `No charting match with id ${id}.` });
    return chartingMatchView(m);
  });
}
