import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BROWSER_SCHEMAS_FILE, browserSchemas, MINI_GENERATOR } from '../../contract/mini/browser-modules';
import { miniSource } from '../../contract/mini/mini-source';

// The browser's zod/mini twins are derived, never edited: a contract change without a regeneration
// fails here (run `npx tsx scripts/contract/write-mini.ts`).
describe('write-mini', () => {
  it('is exactly what the generator writes from the contract today', async () => {
    const written = readFileSync(BROWSER_SCHEMAS_FILE, 'utf8');
    const fresh = miniSource(browserSchemas, MINI_GENERATOR);
    // The file on disk is formatted by biome; compare with whitespace, quotes, key quotes and
    // trailing commas normalised.
    const norm = (s: string) =>
      s
        .replace(/"/g, "'")
        .replace(/'([A-Za-z_$][\w$]*)':/g, '$1:')
        .replace(/,(\s*[\]})])/g, '$1')
        .replace(/\s+/g, '');
    expect(norm(written)).toBe(norm(fresh));
  });
});
