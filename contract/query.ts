import { z } from 'zod';
import type { BadRequestCode } from './errors';

/** One query parameter as a URL gives it: absent, once, or repeated. */
export type RawValue = string | string[] | undefined;
/** A whole query string as the service's router hands it over (`request.query`). */
export type RawQuery = Readonly<Record<string, RawValue>>;

/** The 400 body a failed parameter maps to. */
export interface QueryError {
  error: BadRequestCode;
  detail: string;
  allowed?: string[];
  bad?: string[];
}

/** Outcome of `parseQuery`: the typed value, or the exact 400 body to send. */
export type QueryResult<T> = { ok: true; value: T } | { ok: false; error: QueryError };

/** A parameter: its raw-string schema plus the 400 code any failure of it maps to. */
export interface Field<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly code: BadRequestCode;
  readonly allowed?: readonly string[];
  /** Human wording of the rule, used in `detail`. */
  readonly rule?: string;
  /** Longest accepted value in characters (each value of a repeated parameter); `MAX_PARAM_LENGTH` by default. */
  readonly maxLength?: number;
}

/**
 * No query value is longer than this: a date, a cursor, an id or a comma list of a vocabulary all
 * fit. The cap bounds the work a value can cause (a value is echoed, split and compared).
 */
export const MAX_PARAM_LENGTH = 500;
/** Free-text parameters (name fragments, searches) are compared against whole corpora: shorter cap. */
export const MAX_TEXT_LENGTH = 100;

/** Attach a 400 code (and `allowed` for enumerations) to a parameter schema. */
export function field<S extends z.ZodType>(
  schema: S,
  code: BadRequestCode,
  extras: { allowed?: readonly string[]; rule?: string; maxLength?: number } = {},
): Field<S> {
  return { schema, code, ...extras };
}

type Fields = Record<string, Field>;
/** Typed value of a set of fields (absent optional parameters are `undefined`). */
export type FieldsOutput<F extends Fields> = { [K in keyof F]: z.output<F[K]['schema']> };
/** A cross-parameter rule, run only once every field parsed; returns the 400 body or nothing. */
export type Rule<T> = (value: T, raw: RawQuery) => QueryError | undefined;
/** A check on the raw query, run before any field (for "no other parameter may accompany X"). */
export type RawRule = (raw: RawQuery, known: readonly string[]) => QueryError | undefined;
/** Cross-parameter checks of a query. */
export interface QueryChecks<T> {
  raw?: RawRule[];
  rules?: Rule<T>[];
}
/** A query schema: raw strings in, typed value out. */
export type QuerySchema<T> = z.ZodType<T, RawQuery>;

const WIRE = 'wire';

/** The value as echoed in `detail`, cut short: a refused value is never sent back whole. */
function show(value: RawValue): string {
  const text = Array.isArray(value) ? value.join('&') : String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

const longest = (value: RawValue) =>
  Array.isArray(value) ? Math.max(0, ...value.map((v) => v.length)) : (value?.length ?? 0);

function wireIssue(input: unknown, path: PropertyKey[], body: QueryError) {
  return { code: 'custom' as const, input, path, message: body.detail, params: { [WIRE]: body } };
}

function isRawQuery(value: unknown): value is RawQuery {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Build a query schema. Raw checks run first; then fields are checked in declared order and parsing
 * stops at the first failure, so that parameter alone decides the code; rules then run in order on
 * the typed value.
 * Parameters the schema does not name are ignored (the `token` credential rides the query too).
 */
export function defineQuery<F extends Fields>(
  fields: F,
  checks: QueryChecks<FieldsOutput<F>> = {},
): QuerySchema<FieldsOutput<F>> {
  return z.custom<RawQuery>(isRawQuery, 'query must be an object').transform((raw, ctx) => {
    for (const check of checks.raw ?? []) {
      const error = check(raw, Object.keys(fields));
      if (error) {
        ctx.issues.push(wireIssue(raw, [], error));
        return z.NEVER;
      }
    }
    const value: Record<string, unknown> = {};
    for (const [key, f] of Object.entries(fields)) {
      const cap = f.maxLength ?? MAX_PARAM_LENGTH;
      if (longest(raw[key]) > cap) {
        const body: QueryError = {
          error: f.code,
          detail: `${key}=${show(raw[key])}: longer than ${cap} characters`,
          ...(f.allowed ? { allowed: [...f.allowed] } : {}),
        };
        ctx.issues.push(wireIssue(raw[key], [key], body));
        return z.NEVER;
      }
      const r = f.schema.safeParse(raw[key]);
      if (!r.success) {
        const issue = r.error.issues[0];
        // Inner schemas may contribute body fields (a list parameter's `bad` items).
        const extra = issue?.code === 'custom' ? (issue.params ?? {}) : {};
        const body: QueryError = {
          error: f.code,
          detail: `${key}=${show(raw[key])}: ${f.rule ? `expected ${f.rule}` : (issue?.message ?? 'invalid')}`,
          ...(f.allowed ? { allowed: [...f.allowed] } : {}),
          ...extra,
        };
        ctx.issues.push(wireIssue(raw[key], [key], body));
        return z.NEVER;
      }
      if (r.data !== undefined) value[key] = r.data;
    }
    const typed = value as FieldsOutput<F>;
    for (const rule of checks.rules ?? []) {
      const error = rule(typed, raw);
      if (error) {
        ctx.issues.push(wireIssue(raw, [], error));
        return z.NEVER;
      }
    }
    return typed;
  });
}

/** Collect URLSearchParams into a RawQuery: a repeated key becomes an array, as routers do. */
export function fromSearchParams(params: URLSearchParams): RawQuery {
  // A Map, so a key such as `__proto__` stays a plain key.
  const out = new Map<string, string | string[]>();
  for (const [key, v] of params) {
    const prev = out.get(key);
    out.set(key, prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v]);
  }
  return Object.fromEntries(out);
}

function errorOf(issues: readonly z.core.$ZodIssue[]): QueryError {
  const issue = issues[0];
  const wire = issue?.code === 'custom' ? issue.params?.[WIRE] : undefined;
  if (wire) return wire as QueryError;
  return { error: 'bad_request', detail: issue?.message ?? 'invalid request' };
}

/** Parse any request schema (for example a JSON body); failures become a 400 body. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): QueryResult<z.output<S>> {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, value: r.data } : { ok: false, error: errorOf(r.error.issues) };
}

/** Parse a query string with an endpoint's query schema: `{ok, value}` or `{ok: false, error}`. */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  input: RawQuery | URLSearchParams,
): QueryResult<z.output<S>> {
  return parseRequest(schema, input instanceof URLSearchParams ? fromSearchParams(input) : input);
}
