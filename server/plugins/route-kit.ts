import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseQuery, type RawQuery } from '../../contract/query';
import type { Access } from '../access/entitlements';
import type { FaultState } from '../faults/fault-state';
import type { FeedHub } from '../feeds/hub';
import type { PackageSources } from '../history/packages/package-source';
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
