import type { FastifyInstance } from 'fastify';
import { ArchivePlayersQuery } from '../../../../contract/archive';
import { archivePeople, peopleMatching } from '../../../archive/archive-people';
import { CAREER_HIGH_BASIS, careerHighs } from '../../../archive/career-highs';
import { HISTORY, query } from '../../../plugins/route-kit';

/** GET /history/archive/players: bios ordered by name, with career-high rank and the week first reached. */
export function archivePlayersRoute(app: FastifyInstance) {
  app.get('/history/archive/players', HISTORY, async (req, reply) => {
    const q = query(ArchivePlayersQuery, req, reply);
    if (!q) return reply;
    const highs = careerHighs();
    const all =
      q.name !== undefined
        ? peopleMatching(q.name, { tour: q.tour })
        : archivePeople().filter((p) => !q.tour || p.row.tour === q.tour);
    const data = all.slice(q.offset, q.offset + q.limit).map(({ row, matches }) => {
      const high = highs.get(`${row.tour}:${row.id}`) ?? null;
      return {
        id: row.id,
        tour: row.tour,
        name: row.name,
        hand: row.hand,
        dob: row.birthday,
        country: row.country,
        height_cm: row.heightCm,
        career_high_rank: high?.rank ?? null,
        career_high_date: high?.date ?? null,
        // Additive: archive results (1968–2022) this person played.
        archive_matches: matches,
      };
    });
    return {
      data,
      meta: {
        limit: q.limit,
        offset: q.offset,
        count: all.length,
        total: all.length,
        has_more: q.offset + data.length < all.length,
        career_high_basis: CAREER_HIGH_BASIS,
      },
    };
  });
}
