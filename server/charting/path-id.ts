import type { FastifyReply, FastifyRequest } from 'fastify';
import { IntIdParam } from '../../contract/common';

/** Reads an integer path id; an id that could never be issued answers 404 like an unknown one. */
export function pathId(
  req: FastifyRequest,
  reply: FastifyReply,
  param: string,
  what: string,
): number | undefined {
  const raw = (req.params as Record<string, string>)[param] ?? '';
  const parsed = IntIdParam.safeParse(raw);
  if (parsed.success) return parsed.data;
  reply.code(404).send({ error: 'not_found', detail: `No ${what} with id '${raw}'.` });
  return undefined;
}
