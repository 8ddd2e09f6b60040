import { safeParse, type z } from 'zod/mini';
import { contractError } from './error-model';

// The contract's response schemas already ignore unknown fields and take unknown enum strings; this
// boundary goes further for a service that drifts, degrading per field instead of failing:
// - a missing field stays missing (v1 only adds fields; views treat absent like unknown);
// - a wrong plain value becomes null, else 'unknown'; if the field takes neither, the value is
//   essential (an id) and its list row is dropped;
// - a wrong object/list drops its list row (a row whose players are a string cannot be shown);
// - outside any list, such a field is left null/missing; a list that loses every row is a contract error.

/** A parsed body plus the paths that had to be degraded to fit (empty on a clean read). */
export interface Tolerated<T> {
  value: T;
  degraded: string[];
}

const MAX_REPAIRS = 200;
type Path = (string | number)[];
type Rec = Record<string | number, unknown>;

function nodeAt(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Rec)[key];
  }
  return node;
}

const keyOf = (path: Path) => path.join('.');

function isStructural(issue: z.core.$ZodIssue, value: unknown): boolean {
  if (typeof value === 'object' && value !== null) return true;
  return issue.code === 'invalid_type' && (issue.expected === 'object' || issue.expected === 'array');
}

/** Mutable repair state of one parse. */
interface Repairs {
  work: unknown;
  tried: Map<string, number>;
  accepted: Set<string>;
  /** List paths that lost rows. */
  emptied: Set<string>;
}

// Drops the innermost list row containing `path`; false when the path is in no list.
function dropRow(r: Repairs, path: Path): boolean {
  for (let i = path.length - 1; i >= 1; i--) {
    const list = nodeAt(r.work, path.slice(0, i));
    if (Array.isArray(list) && typeof path[i] === 'number') {
      list.splice(path[i] as number, 1);
      r.emptied.add(keyOf(path.slice(0, i)));
      const row = keyOf(path.slice(0, i + 1));
      for (const k of [...r.tried.keys()]) if (k === row || k.startsWith(`${row}.`)) r.tried.delete(k);
      for (const k of [...r.accepted]) if (k === row || k.startsWith(`${row}.`)) r.accepted.delete(k);
      return true;
    }
  }
  return false;
}

function repair(r: Repairs, path: Path, issue: z.core.$ZodIssue): boolean {
  if (path.length === 0) return false;
  const where = keyOf(path);
  const parent = nodeAt(r.work, path.slice(0, -1));
  if (typeof parent !== 'object' || parent === null) return dropRow(r, path);
  const key = path[path.length - 1];
  const current = (parent as Rec)[key];
  if (current === undefined) {
    r.accepted.add(where);
    return true;
  }
  if (isStructural(issue, current)) {
    if (dropRow(r, path)) return true;
    (parent as Rec)[key] = null;
    r.accepted.add(where);
    return true;
  }
  const step = r.tried.get(where) ?? 0;
  r.tried.set(where, step + 1);
  if (step < 2) {
    (parent as Rec)[key] = step === 0 ? null : 'unknown';
    return true;
  }
  if (dropRow(r, path)) return true;
  (parent as Rec)[key] = null;
  r.accepted.add(where);
  return true;
}

/** Parses `body` with a contract schema (full or its zod/mini twin), degrading per field; throws a `contract` ApiError only when nothing usable is left. */
export function parseTolerant<S extends z.core.$ZodType>(
  schema: S,
  body: unknown,
  status = 200,
): Tolerated<z.output<S>> {
  const first = safeParse(schema, body);
  if (first.success) return { value: first.data, degraded: [] };
  const fail = (where: string) => contractError(status, where);
  const firstIssue = first.error.issues[0];
  const why = firstIssue ? `${firstIssue.path.join('.')}: ${firstIssue.message}` : 'unknown shape';
  let work: unknown;
  try {
    work = structuredClone(body);
  } catch {
    throw fail('body is not plain data');
  }
  const r: Repairs = { work, tried: new Map(), accepted: new Set(), emptied: new Set() };
  const degraded = new Set<string>();
  const done = (value: z.output<S>): Tolerated<z.output<S>> => {
    // A list that had rows and lost them all carries nothing the view could use.
    for (const list of r.emptied) {
      const node = nodeAt(
        r.work,
        list.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
      );
      if (Array.isArray(node) && node.length === 0) throw fail(why);
    }
    return { value, degraded: [...degraded] };
  };
  let issues = first.error.issues;
  for (let i = 0; i < MAX_REPAIRS; i++) {
    const open = issues.filter((iss) => !r.accepted.has(keyOf(iss.path as Path)));
    if (open.length === 0) return done(r.work as z.output<S>);
    const path = open[0].path.filter((k): k is string | number => typeof k !== 'symbol');
    if (!repair(r, path, open[0])) break;
    degraded.add(keyOf(path));
    const next = safeParse(schema, r.work);
    if (next.success) return done(next.data);
    issues = next.error.issues;
  }
  throw fail(why);
}

/** Reads an open-enum value: a known value, `'unknown'` for one added after this build, or null. */
export function knownOr<const T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): T | 'unknown' | null {
  if (value === null || value === undefined) return null;
  return (values as readonly string[]).includes(value) ? (value as T) : 'unknown';
}
