import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import type { PackageKind, PackageRecords } from './package-source';

export type PackageFormat = 'jsonl' | 'csv';
export const PACKAGE_FORMATS: readonly PackageFormat[] = ['jsonl', 'csv'];

/** One downloadable file as its manifest names it; the bytes live on disk or are rebuilt (package-files.ts). */
export interface BuiltFile {
  format: PackageFormat;
  compression: 'gzip';
  bytes: number;
  sha256: string;
  filename: string;
}

export interface BuiltPackage {
  kind: PackageKind;
  period: string;
  matchCount: number | null;
  rowCount: number | null;
  builtAt: number;
  files: BuiltFile[];
}

/** How long making lines may hold the request thread before other requests get a turn. */
const TURN_MS = 8;

/**
 * Writes lines into gzip in batches of up to ~1 MB, yielding to the event loop on backpressure and
 * every few milliseconds of making lines (a 1 MB batch of archive rows took up to 0.8 s to make).
 */
async function feed(lines: Iterable<string>, gz: Gzip): Promise<void> {
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const ok = gz.write(batch.join(''));
    batch = [];
    size = 0;
    if (!ok) await new Promise<void>((r) => gz.once('drain', () => r()));
  };
  let t0 = performance.now();
  for (const line of lines) {
    batch.push(line);
    size += line.length;
    if (size >= 1 << 20) await flush();
    // Timed per line: one line may be a whole match's tape replayed.
    if (performance.now() - t0 > TURN_MS) {
      await new Promise<void>((r) => setImmediate(r));
      t0 = performance.now();
    }
  }
  await flush();
  gz.end();
}

/** A CSV cell: empty for null, JSON for objects, quoted when it holds a comma, quote or newline. */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function* jsonlLines(records: PackageRecords): Iterable<string> {
  for (const r of records.jsonl()) yield `${JSON.stringify(r)}\n`;
}

function* csvLines(records: PackageRecords): Iterable<string> {
  const { columns } = records.csv;
  yield `${columns.join(',')}\n`;
  for (const row of records.csv.rows()) yield `${columns.map((c) => csvCell(row[c])).join(',')}\n`;
}

/**
 * One file's gzip bytes as a stream, produced as they are read. Level 6 and the same records give
 * the same bytes every time, so a file rebuilt for a download matches the manifest's digest.
 */
export function gzipFile(records: PackageRecords, format: PackageFormat): Gzip {
  const gz = createGzip({ level: 6 });
  feed(format === 'jsonl' ? jsonlLines(records) : csvLines(records), gz).catch((e) => gz.destroy(e));
  return gz;
}

/** Builds one file, passing its bytes to `sink` (a file) or nowhere, and returns its manifest entry. */
export async function digestFile(
  kind: PackageKind,
  period: string,
  records: PackageRecords,
  format: PackageFormat,
  sink?: Writable,
): Promise<BuiltFile> {
  const gz = gzipFile(records, format);
  const hash = createHash('sha256');
  let bytes = 0;
  gz.on('data', (c: Buffer) => {
    hash.update(c);
    bytes += c.length;
  });
  await new Promise<void>((resolve, reject) => {
    gz.on('error', reject);
    if (sink) {
      // A sink that fails (a full disk) stops the build rather than leaving it waiting on backpressure.
      sink.on('error', (e) => {
        gz.destroy();
        reject(e);
      });
      sink.on('finish', resolve);
      gz.pipe(sink);
    } else gz.on('end', resolve);
  });
  return {
    format,
    compression: 'gzip',
    bytes,
    sha256: hash.digest('hex'),
    filename: `${kind}-${period}.${format}.gz`,
  };
}

/** The manifest (and listing row) of a built package; `kind` rides only non-tape packages. */
export function manifestOf(p: BuiltPackage) {
  return {
    period: p.period,
    status: 'ready' as const,
    match_count: p.matchCount,
    row_count: p.rowCount,
    files: p.files.map(({ format, compression, bytes, sha256, filename }) => ({
      format,
      compression,
      bytes,
      sha256,
      filename,
    })),
    built_at: new Date(p.builtAt).toISOString(),
    ...(p.kind === 'tape' ? {} : { kind: p.kind }),
  };
}
