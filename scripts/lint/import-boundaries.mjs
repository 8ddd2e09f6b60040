#!/usr/bin/env node
// The import rules of the house, written into biome.json as one `noRestrictedImports` override per
// folder (Biome has no zones, so each folder lists what it may not import). Run with `--write` after
// adding a folder or a feature; `npm run lint` runs it with `--check`, so a new feature folder without
// its fence fails the lint instead of being fenced by memory.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const biomePath = join(root, 'biome.json');

/**
 * What each folder of src/ may import besides itself, lowest layer first. Dependencies point one way
 * (app → features → shared layers → contract), so no two folders can import each other.
 */
const SRC_LAYERS = {
  lib: ['contract'],
  components: ['components'],
  api: ['lib', 'contract'],
  budget: ['api', 'lib', 'contract'],
  live: ['api', 'lib', 'contract'],
  queries: ['budget', 'live', 'api', 'lib', 'contract'],
  'match-views': ['components', 'live', 'lib', 'api', 'contract'],
  features: ['match-views', 'queries', 'budget', 'live', 'api', 'components', 'lib', 'contract'],
  // The service worker runs apart from the page: it shares no module with it.
  sw: [],
};
/**
 * Narrow exceptions: a kit component may show a time, a percentage, a size in bytes or an API
 * failure, which are not tennis.
 */
const ALLOWED_FILES = {
  components: [
    '**/lib/format-bytes',
    '**/lib/local-time',
    '**/lib/missing',
    '**/lib/percent',
    '**/api/api-error',
    '**/api/describe-api-error',
    '**/api/error-model',
  ],
};
const SRC_FOLDERS = [
  'app',
  'features',
  'queries',
  'budget',
  'live',
  'api',
  'match-views',
  'components',
  'lib',
  'sw',
  'test',
];

const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.suite.ts',
  '**/test-*.ts',
  '**/test-*.tsx',
  '**/fake-*.ts',
];
const SCAFFOLDING = ['**/test/**', '**/test-*', '**/fake-*', '**/*.test-harness', '**/*.suite'];

const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const rule = (patterns) => ({
  linter: {
    rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } },
  },
});
const group = (g, message) => ({ group: g, message });

function layerPatterns(folder) {
  const allowed = new Set([folder, ...SRC_LAYERS[folder]]);
  const banned = SRC_FOLDERS.filter((f) => !allowed.has(f) && f !== 'test');
  const patterns = [];
  if (banned.length > 0) {
    patterns.push(
      group(
        [...banned.map((f) => `**/${f}/**`), ...(ALLOWED_FILES[folder] ?? []).map((f) => `!${f}`)],
        `src/${folder}/ may import only ${[...allowed].filter((f) => f !== folder).join(', ') || 'itself'} (biome.json, scripts/lint/import-boundaries.mjs).`,
      ),
    );
  }
  if (folder === 'components') {
    patterns.push(group(['**/contract/**'], 'components/ hold no tennis: pass data in as props.'));
  }
  return patterns;
}

/** `./../x` is `../x` spelled so that the patterns above miss it: the plain spelling is the only one. */
const DOT_DOT = group(
  ['./../**', './..'],
  'Write `../`, not `./../`: the import fences read the plain spelling.',
);

function featurePatterns(feature) {
  const others = features.filter((f) => f !== feature);
  return [
    group(
      [
        '**/app/**',
        // Every relative spelling of a sibling feature from up to three folders deep.
        ...others.flatMap((f) => [`**/features/${f}/**`, `../${f}/**`, `../../${f}/**`, `../../../${f}/**`]),
      ],
      'A feature never imports another feature or app/: move what both need to a shared layer, compose in app/.',
    ),
    DOT_DOT,
    ...layerPatterns('features'),
  ];
}

const NO_SERVER = group(
  ['**/server/**', '**/gateway/**'],
  'The dashboard never imports the local service or the gateway (only src/test/ harnesses do).',
);
const NO_SCAFFOLDING = group(SCAFFOLDING, 'Production code never imports test scaffolding.');

function overridesFor(folderGlob, patterns) {
  return [
    {
      includes: [folderGlob, ...TEST_FILES.map((t) => `!${t}`)],
      ...rule([NO_SERVER, NO_SCAFFOLDING, ...patterns]),
    },
    {
      includes: TEST_FILES.map((t) => `${folderGlob.replace(/\/\*\*$/, '')}/${t}`),
      ...rule([NO_SERVER, ...patterns]),
    },
  ];
}

/**
 * The service's layers, one way: routes/ (with the composition roots app.ts, admin-app.ts and
 * main.ts) parse, call the domain and reply; plugins/ hold what every route shares; the domain
 * folders (every other folder: world, matches, history, feeds, …) hold the tennis and the feeds;
 * data/ loads the bundled files. So routes → plugins → domain → data: the domain never imports
 * routes/ or plugins/, and data/ imports none of them (only the scoring rules it checks the
 * recordings against). Test files and harnesses drive the whole app and are free.
 */
const SERVER_EDGE = ['routes', 'plugins', 'data', 'test'];
const serverDomains = readdirSync(join(root, 'server'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SERVER_EDGE.includes(d.name))
  .map((d) => d.name)
  .sort();
const SERVER_TEST_FILES = [...TEST_FILES, '**/*-harness.ts', '**/*-test-kit.ts'];
const DATA_MAY_IMPORT = ['**/engine/scoring', '**/engine/formats'];

const NO_DASHBOARD = group(
  ['**/src/**', '**/gateway/**'],
  'The service imports only the contract, never the dashboard or the gateway.',
);
const NO_ROUTES = group(
  ['**/routes/**', '**/app', '**/admin-app', '**/main'],
  'Domain code and plugins never import routes/ or the app: a route calls them, not the other way (scripts/lint/import-boundaries.mjs).',
);
const NO_PLUGINS = group(
  ['**/plugins/**'],
  'Domain code never imports plugins/: what a domain needs of a request (tier, key) lives in the domain (access/).',
);
const NO_DOMAIN = group(
  [...serverDomains.map((d) => `**/${d}/**`), ...DATA_MAY_IMPORT.map((f) => `!${f}`)],
  'data/ loads the bundled files and imports no domain folder, route or plugin (scripts/lint/import-boundaries.mjs).',
);

function serverOverrides() {
  const production = (glob) => [glob, ...SERVER_TEST_FILES.map((t) => `!${t}`), '!server/test/**'];
  return [
    { includes: ['server/**'], ...rule([NO_DASHBOARD, DOT_DOT]) },
    { includes: production('server/plugins/**'), ...rule([NO_DASHBOARD, DOT_DOT, NO_ROUTES]) },
    {
      includes: [
        ...serverDomains.map((d) => `server/${d}/**`),
        ...SERVER_TEST_FILES.map((t) => `!${t}`),
        '!server/test/**',
      ],
      ...rule([NO_DASHBOARD, DOT_DOT, NO_ROUTES, NO_PLUGINS]),
    },
    {
      includes: production('server/data/**'),
      ...rule([NO_DASHBOARD, DOT_DOT, NO_ROUTES, NO_PLUGINS, NO_DOMAIN]),
    },
  ];
}

export function boundaryOverrides() {
  const overrides = [];
  overrides.push(...overridesFor('src/app/**', []));
  for (const f of features) overrides.push(...overridesFor(`src/features/${f}/**`, featurePatterns(f)));
  for (const folder of Object.keys(SRC_LAYERS).filter((f) => f !== 'features')) {
    overrides.push(...overridesFor(`src/${folder}/**`, layerPatterns(folder)));
  }
  overrides.push({ includes: ['src/*.ts', 'src/*.tsx'], ...rule([NO_SERVER, NO_SCAFFOLDING]) });
  overrides.push({
    includes: ['contract/**'],
    ...rule([group(['*', '!zod', '!vitest', '!./*'], 'The contract imports only its schema library (zod).')]),
  });
  overrides.push(...serverOverrides());
  overrides.push({
    // The gateway's test harness boots the real service behind it.
    includes: ['gateway/**', '!**/*.test.ts', '!**/*.test-harness.ts'],
    ...rule([
      group(
        ['**/src/**', '**/server/**'],
        'The gateway imports only the contract, never the dashboard or the service.',
      ),
    ]),
  });
  return overrides;
}

const biome = JSON.parse(readFileSync(biomePath, 'utf8'));
const others = (biome.overrides ?? []).filter((o) => !o.linter?.rules?.style?.noRestrictedImports);
const wanted = { ...biome, overrides: [...others, ...boundaryOverrides()] };
if (process.argv.includes('--write')) {
  // Biome's formatter lays the file out afterwards (`npm run format`); the check compares content.
  writeFileSync(biomePath, `${JSON.stringify(wanted, null, 2)}\n`);
} else if (JSON.stringify(biome) !== JSON.stringify(wanted)) {
  console.error(
    'biome.json import rules are out of date: run `node scripts/lint/import-boundaries.mjs --write`.',
  );
  process.exit(1);
}
