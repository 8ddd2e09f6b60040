import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../config';

/** Registers this part of the service on the app. */
export function registerHistory(_app: FastifyInstance, _cfg: ServiceConfig): void {}
