import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchFromParams } from '../../faults/match-from-params';
import type { MatchContext } from '../../world/match-view';
import { SLOT_ID_BASE } from '../../world/schedule';
import { type ResultEntry, resultCorpus } from '../tape-era/result-corpus';

/** A match of the tape era: one the service replayed and watched, or a real result it reconstructed. */
export type HistoryEntry = { kind: 'observed'; ctx: MatchContext } | { kind: 'result'; e: ResultEntry };

/** The 410 body of a merged id; the forwarding lookup is the fault state's merge chain. */
function mergedBody(app: FastifyInstance, id: number) {
  const merged = app.faults.mergedInto(id);
  if (!merged) return undefined;
  return {
    error: 'merged' as const,
    merged_into: merged.into,
    merged_at: new Date(merged.at).toISOString(),
    detail: `Match ${id} was merged into ${merged.into ?? 'a record whose chain does not end'}.`,
  };
}

/** Resolves `:matchId` over both halves of the tape era; sends 400/404/410 and returns undefined otherwise. */
export function historyEntryFromParams(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
): HistoryEntry | undefined {
  const raw = (req.params as { matchId?: string }).matchId ?? '';
  if (/^\d+$/.test(raw) && Number(raw) < SLOT_ID_BASE) {
    const id = Number(raw);
    const merged = mergedBody(app, id);
    if (merged) {
      reply.code(410).send(merged);
      return undefined;
    }
    const e = resultCorpus().byId.get(id);
    if (!e) {
      reply.code(404).send({ error: 'not_found', detail: `No match with id ${raw}.` });
      return undefined;
    }
    return { kind: 'result', e };
  }
  const ctx = matchFromParams(app, req, reply);
  return ctx ? { kind: 'observed', ctx } : undefined;
}
