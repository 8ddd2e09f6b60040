import type { z } from 'zod';

// Writes zod/mini source for contract schemas by reading their definitions, so the browser's light
// form of a schema is derived from the one contract and cannot drift from it: `write-mini.ts`
// (scripts/contract) regenerates the files and its test fails when they differ. Only the
// building blocks response schemas use are supported; anything else (refinements, transforms,
// checks) throws, because a silently looser copy would accept what the contract refuses.

type Def = Record<string, unknown> & { type: string };
type Schema = z.core.$ZodType;

const defOf = (s: Schema) => s._zod.def as unknown as Def;

function literal(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (typeof v === 'bigint') throw new Error('bigint literals are not supported');
  return JSON.stringify(v);
}

function numberCheck(c: Def): string {
  const value = c.value as number;
  if (c.check === 'greater_than') return c.inclusive ? `z.gte(${value})` : `z.gt(${value})`;
  if (c.check === 'less_than') return c.inclusive ? `z.lte(${value})` : `z.lt(${value})`;
  throw new Error(`number check ${String(c.check)} is not supported`);
}

/** The name of the vocabulary list (contract/vocabularies.ts) holding exactly these values, if any. */
type VocabularyOf = (values: readonly string[]) => string | null;

/**
 * One schema as a zod/mini expression over `z`, with `name` naming shared sub-schemas and an enum
 * that is one of the contract's vocabularies written as that list's name, not as its values.
 */
function expression(s: Schema, name: (s: Schema) => string, vocabulary: VocabularyOf): string {
  const d = defOf(s);
  if (Array.isArray(d.checks) && d.checks.length > 0 && d.type !== 'number')
    throw new Error(`checks on a ${d.type} are not supported`);
  switch (d.type) {
    case 'string': {
      if (d.format === 'datetime') {
        const opts = { offset: d.offset, local: d.local, precision: d.precision };
        return `z.iso.datetime(${JSON.stringify(opts)})`;
      }
      if (d.format === 'date') return 'z.iso.date()';
      if (d.format) throw new Error(`string format ${String(d.format)} is not supported`);
      return 'z.string()';
    }
    case 'number': {
      const base = d.format === 'safeint' ? 'z.int()' : d.format ? null : 'z.number()';
      if (!base) throw new Error(`number format ${String(d.format)} is not supported`);
      const checks = ((d.checks ?? []) as Schema[]).map((c) => numberCheck(defOf(c)));
      return checks.length ? `${base}.check(${checks.join(', ')})` : base;
    }
    case 'boolean':
    case 'unknown':
    case 'never':
    case 'null':
      return `z.${d.type}()`;
    case 'literal': {
      const values = d.values as unknown[];
      return values.length === 1
        ? `z.literal(${literal(values[0])})`
        : `z.literal([${values.map(literal).join(', ')}])`;
    }
    case 'enum': {
      const values = Object.values(d.entries as Record<string, string>);
      return `z.enum(${vocabulary(values) ?? JSON.stringify(values)})`;
    }
    case 'optional':
    case 'nullable':
    case 'array':
      return `z.${d.type}(${name((d.innerType ?? d.element) as Schema)})`;
    case 'union':
      if (d.discriminator) throw new Error('discriminated unions are not supported');
      return `z.union([${(d.options as Schema[]).map(name).join(', ')}])`;
    case 'record':
      return `z.record(${name(d.keyType as Schema)}, ${name(d.valueType as Schema)})`;
    case 'object': {
      const shape = Object.entries(d.shape as Record<string, Schema>)
        .map(([k, v]) => `${JSON.stringify(k)}: ${name(v)}`)
        .join(', ');
      const catchall = d.catchall ? defOf(d.catchall as Schema).type : null;
      const make = catchall === 'unknown' ? 'looseObject' : catchall === 'never' ? 'strictObject' : 'object';
      if (catchall && make === 'object') throw new Error(`object catchall ${catchall} is not supported`);
      return `z.${make}({ ${shape} })`;
    }
    default:
      throw new Error(`zod type ${d.type} is not supported`);
  }
}

/** What a generated module exports: schemas (typed as their contract twin) and plain constants. */
export interface MiniModule {
  /** Export name → [contract schema, its import path relative to the generated file]. */
  schemas: Record<string, [Schema, string]>;
  /** Export name → a JSON value copied as a constant (`as const`). */
  constants?: Record<string, unknown>;
  /**
   * The contract's vocabulary lists and their import path: an enum with exactly a list's values is
   * built from the list (`z.enum(TOURS)`), so a value added to the vocabulary reaches the browser's
   * schema without a second copy of the list to forget.
   */
  vocabularies?: { from: string; lists: Record<string, readonly string[]> };
}

// Every schema is built on its first call, not when the module loads: building one costs a zod
// constructor per node (each binds its methods), and on a phone with a 4x slower CPU building all of
// them took longer than the first read's parse; a page reads two or three of the sixteen.
const ONCE_SOURCE = `/** Builds a schema on its first call and keeps it. */
const once = <T>(build: () => T): (() => T) => {
  let built: T | undefined;
  return () => (built ??= build());
};`;

/**
 * The zod/mini source of `mod`: sub-schemas used more than once are hoisted into constants, each
 * export is typed with its contract twin's input and output so callers read the same types. Each
 * export and hoisted constant is a function that builds its schema on the first call.
 */
export function miniSource(mod: MiniModule, generator: string): string {
  const listed = new Map(
    Object.entries(mod.vocabularies?.lists ?? {}).map(([listName, values]) => [
      JSON.stringify(values),
      listName,
    ]),
  );
  const used = new Set<string>();
  const vocabulary: VocabularyOf = (values) => {
    const listName = listed.get(JSON.stringify(values)) ?? null;
    if (listName) used.add(listName);
    return listName;
  };
  // Pass 1: count how often each distinct expression occurs (structurally), to hoist repeats.
  const uses = new Map<string, number>();
  const counting = (s: Schema): string => {
    const e = expression(s, counting, vocabulary);
    uses.set(e, (uses.get(e) ?? 0) + 1);
    return e;
  };
  for (const [s] of Object.values(mod.schemas)) counting(s);
  // Pass 2: emit, hoisting expressions that repeat and are longer than a plain leaf.
  const hoisted = new Map<string, string>();
  const lines: string[] = [];
  const naming = (s: Schema): string => {
    const e = expression(s, naming, vocabulary);
    if ((uses.get(e) ?? 0) < 2 || e.length < 16) return e;
    let id = hoisted.get(e);
    if (!id) {
      id = `s${hoisted.size}`;
      hoisted.set(e, id);
      lines.push(`const ${id} = /* @__PURE__ */ once(() => ${e});`);
    }
    return `${id}()`;
  };
  const imports = new Map<string, string[]>();
  const exports: string[] = [];
  for (const [exportName, [schema, from]] of Object.entries(mod.schemas)) {
    const twin = `${exportName}Contract`;
    imports.set(from, [...(imports.get(from) ?? []), `${exportName} as ${twin}`]);
    exports.push(
      `/** zod/mini twin of the contract's \`${exportName}\`, built on its first call. */`,
      `export const ${exportName}: () => z.ZodMiniType<z.output<typeof ${twin}>, z.input<typeof ${twin}>> = /* @__PURE__ */ once(() => ${naming(schema)});`,
    );
  }
  const constants = Object.entries(mod.constants ?? {}).map(
    ([k, v]) => `export const ${k} = ${JSON.stringify(v)} as const;`,
  );
  const head = [
    `// Generated by ${generator} from the contract's zod schemas: do not edit, regenerate.`,
    `// The browser's light form of these schemas (zod/mini); scripts/contract/write-mini.test.ts keeps it equal to the contract.`,
    `import * as z from 'zod/mini';`,
    ...(used.size && mod.vocabularies
      ? [`import { ${[...used].sort().join(', ')} } from '${mod.vocabularies.from}';`]
      : []),
    ...[...imports].map(([from, names]) => `import type { ${names.join(', ')} } from '${from}';`),
    '',
    ONCE_SOURCE,
    '',
  ];
  return [...head, ...constants, ...(constants.length ? [''] : []), ...lines, '', ...exports, ''].join('\n');
}
