import { createHash } from 'node:crypto';
import { createGzip } from 'node:zlib';
import type { PackageKind, PackageRecords } from './package-source';

/** One built, downloadable file: the exact bytes served and their digest. */
export interface BuiltFile {
  format: 'jsonl' | 'csv';
  compression: 'gzip';
  bytes: number;
  sha256: string;
  filename: string;
  body: Buffer;
}

export interface BuiltPackage {
  kind: PackageKind;
  period: string;
  matchCount: number | null;
  rowCount: number | null;
  builtAt: number;
  files: BuiltFile[];
}

/** Writes lines through gzip off the main thread, batching writes and honouring backpressure. */
async function gzipLines(lines: Iterable<string>): Promise<Buffer> {
  const gz = createGzip({ level: 6 });
  const out: Buffer[] = [];
  gz.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    gz.on('end', resolve);
    gz.on('error', reject);
  });
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const ok = gz.write(batch.join(''));
    batch = [];
    size = 0;
    if (!ok) await new Promise<void>((r) => gz.once('drain', () => r()));
  };
  for (const line of lines) {
    batch.push(line);
    size += line.length;
    if (size >= 1 << 20) await flush();
  }
  await flush();
  gz.end();
  await done;
  return Buffer.concat(out);
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

function file(format: 'jsonl' | 'csv', kind: PackageKind, period: string, body: Buffer): BuiltFile {
  return {
    format,
    compression: 'gzip',
    bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
    filename: `${kind}-${period}.${format}.gz`,
    body,
  };
}

/** Builds both files of one period; the bytes are final (base files are never rewritten). */
export async function buildPackage(
  kind: PackageKind,
  period: string,
  records: PackageRecords,
  now: number,
): Promise<BuiltPackage> {
  const jsonl = await gzipLines(jsonlLines(records));
  const csv = await gzipLines(csvLines(records));
  return {
    kind,
    period,
    matchCount: records.matchCount,
    rowCount: records.rowCount,
    builtAt: now,
    files: [file('jsonl', kind, period, jsonl), file('csv', kind, period, csv)],
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
