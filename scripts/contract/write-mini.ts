// Regenerates the browser's zod/mini twins of the contract schemas (contract/mini/), then formats
// them; run after changing a schema the slate reads: `npx tsx scripts/contract/write-mini.ts`.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { BROWSER_SCHEMAS_FILE, browserSchemas, MINI_GENERATOR } from '../../contract/mini/browser-modules';
import { miniSource } from '../../contract/mini/mini-source';

writeFileSync(BROWSER_SCHEMAS_FILE, miniSource(browserSchemas, MINI_GENERATOR));
execFileSync('npx', ['biome', 'format', '--write', BROWSER_SCHEMAS_FILE], { stdio: 'inherit' });
console.log(`wrote ${BROWSER_SCHEMAS_FILE}`);
