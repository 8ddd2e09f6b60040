import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BROWSER_SCHEMAS_FILE, browserSchemas, MINI_GENERATOR } from '../../contract/mini/browser-modules';
import { miniSource } from '../../contract/mini/mini-source';
import * as vocabularies from '../../contract/vocabularies';

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

  it('builds the enums from the vocabulary lists (contract/vocabularies.ts) instead of copying their values', () => {
    const squash = (text: string) =>
      text
        .replace(/"/g, "'")
        .replace(/,(\s*\])/g, '$1')
        .replace(/\s+/g, '');
    const file = squash(readFileSync(BROWSER_SCHEMAS_FILE, 'utf8'));
    for (const [listName, values] of Object.entries(vocabularies)) {
      expect(file, `${listName} is not re-listed`).not.toContain(squash(`z.enum(${JSON.stringify(values)})`));
      // Every vocabulary is read by the slate's schemas (the live list's fields), so each is named.
      expect(file, `${listName} is built from the list`).toContain(`z.enum(${listName})`);
    }
    expect(file).toContain(`import{${Object.keys(vocabularies).sort().join(',')}}from'../vocabularies';`);
  });
});
