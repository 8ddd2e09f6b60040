import type { FastifyInstance } from 'fastify';
import { FixturesQuery } from '../../contract/fixtures';
import { FREE, page, query } from './route-kit';

/** GET /fixtures: the published order of play (upcoming replays), earliest first. */
export function fixtureRoutes(app: FastifyInstance) {
  app.get('/fixtures', FREE, async (req, reply) => {
    const q = query(FixturesQuery, req, reply);
    if (!q) return reply;
    const now = app.world.now();
    // Upcoming means not started by now: only those slots get a context built (most are long done).
    const rows = app.world.schedule
      .visible(now)
      .filter((s) => now < s.startMs)
      .map((s) => app.world.context(s, now))
      .filter((c) => (!q.tour || c.facts.tour === q.tour) && (!q.draw || c.facts.draw === q.draw))
      .sort((a, b) => a.st.slot.scheduledMs - b.st.slot.scheduledMs || a.st.slot.id - b.st.slot.id)
      .map((c) => ({
        id: c.st.slot.id,
        event_date: new Date(c.st.slot.scheduledMs).toISOString().slice(0, 10),
        start_time: new Date(c.st.slot.scheduledMs).toISOString(),
        player1_id: c.facts.p1.id,
        player2_id: c.facts.p2.id,
        player1_name: c.facts.p1.name,
        player2_name: c.facts.p2.name,
        tour: c.facts.p1.tour,
        tournament: c.facts.tournament.name,
        tournament_id: c.facts.tournament.id,
        round: c.facts.round,
        round_code: c.facts.roundCode,
        surface: c.facts.tournament.surface,
        draw: c.facts.draw,
        status: 'scheduled',
      }));
    return page(rows, q.limit, q.offset);
  });
}
