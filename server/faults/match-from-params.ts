import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IntIdParam } from '../../contract/common';
import type { MatchContext } from '../world/match-view';
import { withFaults } from './apply-faults';

/**
 * Parses `:matchId` and finds the match; sends 404/410 and returns undefined when it cannot. An id
 * that could never be issued (not digits, too long, badly encoded) is as unknown as a never-used
 * one: the documents give these routes 404, never a 400 for the id.
 */
export function matchFromParams(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
): MatchContext | undefined {
  const raw = (req.params as { matchId?: string }).matchId ?? '';
  const id = IntIdParam.safeParse(raw);
  const slot = id.success ? app.world.slot(id.data) : undefined;
  if (!slot) {
    reply.code(404).send({ error: 'not_found', detail: `No match with id '${shown(raw)}'.` });
    return undefined;
  }
  const merged = app.faults.mergedInto(slot.id);
  if (merged) {
    reply.code(410).send({
      error: 'merged',
      merged_into: merged.into,
      merged_at: new Date(merged.at).toISOString(),
      detail: `Match ${slot.id} was merged into ${merged.into ?? 'a record whose chain does not end'}.`,
    });
    return undefined;
  }
  const now = app.world.now();
  return withFaults(app.faults, app.world.context(slot, now), now);
}

/** An id as echoed in a detail: a hostile 16 KiB id is not sent back whole. */
export const shown = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);
