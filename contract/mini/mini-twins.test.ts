import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleMatch, sampleRetiredMatch, sampleScore, sampleWithheldScore } from '../test-samples';
import { browserSchemas } from './browser-modules';
import * as mini from './browser-schemas';
import { miniSource } from './mini-source';

// The browser's zod/mini twins must accept and refuse exactly what the full schemas do (same parsed
// value, same issue paths); scripts/contract/write-mini.test.ts checks the file is freshly generated.

const list = (data: unknown[]) => ({
  data,
  meta: { count: data.length, total: data.length, limit: 50, offset: 0 },
});

/** Payloads each twin is tried on: the spec's samples, then odd and broken variants of them. */
function samplesFor(name: string): unknown[] {
  const oddMatch = { ...sampleMatch(), status: 'abandoned_by_rain', extra_field: { any: 1 }, tier: null };
  const brokenMatch = { ...sampleMatch(), id: '12' };
  const base: unknown[] = [null, {}, 'text', [], { error: 42 }];
  switch (name) {
    case 'MatchList':
      return [...base, list([sampleMatch(), sampleRetiredMatch()]), list([oddMatch]), list([brokenMatch])];
    case 'MatchDetail':
      return [
        ...base,
        sampleMatch(),
        sampleRetiredMatch(),
        oddMatch,
        brokenMatch,
        { ...sampleMatch(), score: 3 },
      ];
    case 'Score':
      return [
        ...base,
        sampleScore(),
        sampleWithheldScore(),
        { ...sampleScore(), server: 3 },
        { ...sampleScore(), sets: 'x' },
      ];
    default:
      return [...base, { error: 'rate_limited', detail: 'x', resets_at: '2026-01-01T00:00:00Z' }];
  }
}

const outcome = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? { ok: true, data: r.data } : { ok: false, paths: r.error.issues.map((i) => i.path.join('.')) };

describe('browser-schemas (zod/mini twins of the contract)', () => {
  for (const [name, [full]] of Object.entries(browserSchemas.schemas)) {
    it(`${name} accepts and refuses the same samples as the contract`, () => {
      const build = (mini as unknown as Record<string, () => z.core.$ZodType>)[name];
      expect(build, `${name} is exported`).toBeTypeOf('function');
      // Built on the first call and kept: the same schema every time.
      const twin = build();
      expect(build()).toBe(twin);
      for (const sample of samplesFor(name))
        expect(outcome(z.core.safeParse(twin, sample) as never)).toEqual(
          outcome(z.core.safeParse(full, sample) as never),
        );
    });
  }

  it('the spec samples parse on the slate path (the test would pass vacuously if they all failed)', () => {
    expect(mini.MatchList().safeParse(list([sampleMatch()])).success).toBe(true);
    expect(mini.MatchDetail().safeParse({ ...sampleMatch(), id: 'x' }).success).toBe(false);
  });

  it('writes an enum holding exactly a vocabulary list as that list, imported from its home', () => {
    const own = miniSource(
      {
        schemas: { A: [z.looseObject({ kind: z.enum(['a', 'b']), other: z.enum(['b', 'a']) }), '../x'] },
        vocabularies: { from: '../v', lists: { KINDS: ['a', 'b'] } },
      },
      'test',
    );
    // Only the same values in the same order are the list; anything else is written out.
    expect(own).toContain("import { KINDS } from '../v';");
    expect(own).toContain('"kind": z.enum(KINDS)');
    expect(own).toContain('"other": z.enum(["b","a"])');
  });

  it('refuses schemas it cannot copy faithfully instead of writing a looser twin', () => {
    const refined = z.looseObject({ a: z.string().refine((s) => s.length > 2) });
    const transformed = z.looseObject({ a: z.string().transform(Number) });
    expect(() => miniSource({ schemas: { A: [refined, '../x'] } }, 'test')).toThrow();
    expect(() => miniSource({ schemas: { A: [transformed, '../x'] } }, 'test')).toThrow();
  });
});
