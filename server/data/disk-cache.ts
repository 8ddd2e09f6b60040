import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DATA_DIR } from './data-dir';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/**
 * Where derived forms of the bundled data are kept between starts (gitignored `.cache/`).
 * COURTSIDE_CACHE_DIR moves it; COURTSIDE_CACHE=off builds everything in memory every time.
 */
export const cacheDir = () => process.env.COURTSIDE_CACHE_DIR ?? join(ROOT, '.cache', 'courtside');
export const cacheEnabled = () => process.env.COURTSIDE_CACHE !== 'off';
const enabled = cacheEnabled;

/**
 * The code that shapes a cached form: every non-test module of these folders is hashed into the
 * key, so an edit to a parser or a model can never be answered by a form an older version built.
 */
const CODE_DIRS = ['server/data', 'server/engine', 'server/world', 'contract/markov'];

let codeHash: string | null = null;
function codeVersion(): string {
  codeHash ??= dirsVersion(CODE_DIRS);
  return codeHash;
}

/** Hash of every non-test module directly in these folders (relative to the repository). */
function dirsVersion(dirs: readonly string[]): string {
  const h = createHash('sha1');
  for (const dir of dirs) {
    const abs = join(ROOT, dir);
    for (const f of readdirSync(abs).sort()) {
      if (!f.endsWith('.ts') || f.endsWith('.test.ts')) continue;
      h.update(f);
      h.update(readFileSync(join(abs, f)));
    }
  }
  return h.digest('hex').slice(0, 16);
}

/** Size and mtime of every data file a form is derived from (a folder stands for all its files). */
function dataVersion(sources: readonly string[]): string {
  const h = createHash('sha1');
  for (const s of sources) {
    const abs = join(DATA_DIR, s);
    const st = statSync(abs);
    const files = st.isDirectory()
      ? readdirSync(abs)
          .sort()
          .map((f) => join(abs, f))
      : [abs];
    for (const f of files) {
      const fs = statSync(f);
      h.update(`${f}|${fs.size}|${fs.mtimeMs}\n`);
    }
  }
  return h.digest('hex').slice(0, 16);
}

/** Every non-test .ts file under a folder, recursively, in a stable order. */
function sourceFiles(abs: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const f = join(abs, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(f));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) out.push(f);
  }
  return out;
}

let wideHash: string | null = null;
let wideHashing: Promise<string> | null = null;

/** The files `serviceVersion` hashes, in its order: the code's by content, the data's by size and time. */
function versionInputs(): { code: string[]; data: string[] } {
  const code = ['server', 'contract'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
  const data: string[] = [];
  const walk = (abs: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const f = join(abs, e.name);
      if (e.isDirectory()) walk(f);
      else data.push(f);
    }
  };
  walk(DATA_DIR);
  return { code, data };
}

const dataLine = (f: string) => {
  const st = statSync(f);
  return `${f.slice(DATA_DIR.length)}|${st.size}|${st.mtimeMs}\n`;
};

/**
 * The whole service's code and the whole data folder, hashed once per process: the key of a form
 * (a package file) that reads through most of the service, where naming its inputs would miss one.
 */
export function serviceVersion(): string {
  if (wideHash) return wideHash;
  const h = createHash('sha1');
  const { code, data } = versionInputs();
  for (const f of code) {
    h.update(f.slice(ROOT.length));
    h.update(readFileSync(f));
  }
  for (const f of data) h.update(dataLine(f));
  wideHash = h.digest('hex').slice(0, 16);
  return wideHash;
}

/**
 * `serviceVersion`, its ~500 files read a few at a time between other work: read in one go it was a
 * 35-40 ms turn of the request thread at the first package listing. The same hash as the sync form.
 */
export function serviceVersionReady(): Promise<string> {
  if (wideHash) return Promise.resolve(wideHash);
  wideHashing ??= (async () => {
    const h = createHash('sha1');
    const { code, data } = versionInputs();
    for (const f of code) {
      const bytes = await readFile(f);
      h.update(f.slice(ROOT.length));
      h.update(bytes);
    }
    for (let i = 0; i < data.length; i++) {
      if (i % 32 === 0) await new Promise<void>((r) => setImmediate(r));
      h.update(dataLine(data[i]));
    }
    // A sync caller meanwhile hashed the same files: either result is the same.
    wideHash ??= h.digest('hex').slice(0, 16);
    return wideHash;
  })();
  return wideHashing;
}

export interface DiskCached<T, J> {
  /** File-name stem; older forms of the same name are removed when a new one is written. */
  name: string;
  /** Data paths (relative to data/) the form is derived from. */
  sources: readonly string[];
  /** Anything else the form depends on (a seed); part of the key. */
  variant?: string;
  /** Folders of code outside the shared ones (CODE_DIRS) that shape the form; part of the key. */
  code?: readonly string[];
  build: () => T;
  encode: (value: T) => J;
  decode: (json: J) => T;
}

/** The cached form's file for a spec (older forms of the same name live beside it until replaced). */
function cacheFile(spec: {
  name: string;
  sources: readonly string[];
  variant?: string;
  code?: readonly string[];
}) {
  // Only a form naming more code gets a longer key: the other forms' keys stay as they were.
  const code = spec.code ? `|${dirsVersion(spec.code)}` : '';
  const key = createHash('sha1')
    .update(`${codeVersion()}|${dataVersion(spec.sources)}|${spec.variant ?? ''}${code}`)
    .digest('hex')
    .slice(0, 16);
  // Per data folder, so a test pointed at other data never evicts the bundled data's forms.
  const stem = `${spec.name}-${createHash('sha1').update(DATA_DIR).digest('hex').slice(0, 6)}-`;
  return { stem, file: join(cacheDir(), `${stem}${key}.json.gz`) };
}

/** Whether a form matching the data and the code is in the cache folder (a start then reads, not builds, it). */
export function formHeld(spec: {
  name: string;
  sources: readonly string[];
  variant?: string;
  code?: readonly string[];
}): boolean {
  return enabled() && existsSync(cacheFile(spec).file);
}

function readForm<J>(file: string): J | undefined {
  try {
    return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as J;
  } catch {
    return undefined; // Missing or unreadable: the caller builds instead.
  }
}

function writeForm(where: { stem: string; file: string }, json: unknown): void {
  try {
    const dir = cacheDir();
    mkdirSync(dir, { recursive: true });
    for (const old of readdirSync(dir))
      if (old.startsWith(where.stem) && join(dir, old) !== where.file) unlinkSync(join(dir, old));
    // Written whole then renamed, so a process reading it at the same time never sees half a file.
    const tmp = `${where.file}.${process.pid}.tmp`;
    writeFileSync(tmp, gzipSync(JSON.stringify(json), { level: 1 }));
    renameSync(tmp, where.file);
  } catch {
    // A read-only checkout still works; it builds on every start.
  }
}

/**
 * A value derived from the bundled data, read from its compact cached form when one matches the
 * data files and the code, else built and written for the next start (a fresh clone builds once).
 * A cache that cannot be read or written is only slower, never wrong: the value is built instead.
 */
export function diskCached<T, J>(spec: DiskCached<T, J>): T {
  if (!enabled()) return spec.build();
  const where = cacheFile(spec);
  const json = readForm<J>(where.file);
  if (json !== undefined) return spec.decode(json);
  const value = spec.build();
  writeForm(where, spec.encode(value));
  return value;
}

/**
 * Values computed one key at a time (a replay's model inputs), remembered across starts: `save`
 * writes what this process added to what the last one left, keyed like `diskCached`.
 */
export class DiskMemo<V> {
  private readonly where: { stem: string; file: string } | null;
  private readonly values: Record<string, V>;
  private added = 0;

  constructor(spec: { name: string; sources: readonly string[]; variant?: string }) {
    this.where = enabled() ? cacheFile(spec) : null;
    this.values = (this.where && readForm<Record<string, V>>(this.where.file)) || {};
  }

  get(key: string): V | undefined {
    return Object.hasOwn(this.values, key) ? this.values[key] : undefined;
  }

  set(key: string, value: V): void {
    this.values[key] = value;
    this.added++;
  }

  /** Writes the memo when this process computed something new; a no-op otherwise. */
  save(): void {
    if (!this.where || this.added === 0) return;
    writeForm(this.where, this.values);
    this.added = 0;
  }
}
