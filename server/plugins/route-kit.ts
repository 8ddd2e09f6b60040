import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IntIdParam } from '../../contract/common';
import { parseQuery, type RawQuery } from '../../contract/query';
import type { Access } from '../access/entitlements';
import type { Tier } from '../access/keys';
import { withFaults } from '../faults/apply-faults';
import type { FaultState } from '../faults/fault-state';
import type { FeedHub } from '../feeds/hub';
import type { PackageSources } from '../history/packages/package-source';
import type { MatchContext } from '../world/match-view';
import type { World } from '../world/world';

declare module 'fastify' {
  interface FastifyInstance {
    world: World;
    feedHub: FeedHub;
    faults: FaultState;
    packageSources: PackageSources;
  }
}

/** Parses the query with its contract schema; on failure sends the documented 400 and returns undefined. */
export function query<S extends z.ZodType>(
  schema: S,
  req: FastifyRequest,
  reply: FastifyReply,
): z.output<S> | undefined {
  const r = parseQuery(schema, req.query as RawQuery);
  if (r.ok) return r.value;
  reply.code(400).send(r.error);
  return undefined;
}

/** The caller's tier (routes run after the access hook, so a key is present). */
export const tierOf = (req: FastifyRequest): Tier => req.apiKey?.tier ?? 'free';

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

/** Limit/offset paging with the meta fields of a terminal-safe listing. */
export function page<T>(rows: T[], limit: number, offset: number) {
  const data = rows.slice(offset, offset + limit);
  return {
    data,
    meta: {
      limit,
      offset,
      count: rows.length,
      total: rows.length,
      has_more: offset + data.length < rows.length,
    },
  };
}

/** The same meta as `page` for rows already cut to the page, out of `count` in all. */
export function pageOfCut<T>(data: T[], count: number, limit: number, offset: number) {
  return {
    data,
    meta: { limit, offset, count, total: count, has_more: offset + data.length < count },
  };
}

/** Route options carrying the access rule the access hook enforces. */
export const gate = (access: Access) => ({ config: { access } });
export const FREE = gate({ kind: 'tier', tier: 'free' });
export const PRO = gate({ kind: 'tier', tier: 'pro' });
export const ULTRA = gate({ kind: 'tier', tier: 'ultra' });
export const HISTORY = gate({ kind: 'history' });

/** Opaque cursors: base64url JSON, rejected as `bad_cursor` when they do not decode to the expected shape. */
export function encodeCursor(v: Record<string, number | string>): string {
  return Buffer.from(JSON.stringify(v)).toString('base64url');
}

export function decodeCursor<K extends string>(s: string, keys: readonly K[]): Record<K, number> | null {
  try {
    const v = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof v !== 'object' || v === null) return null;
    for (const k of keys) if (typeof v[k] !== 'number' || !Number.isFinite(v[k])) return null;
    return v as Record<K, number>;
  } catch {
    return null;
  }
}
