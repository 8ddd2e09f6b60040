import type { FastifyRequest } from 'fastify';
import type { Tier } from './keys';

/** The caller's tier (routes run after the access hook, so a key is present). */
export const tierOf = (req: FastifyRequest): Tier => req.apiKey?.tier ?? 'free';
