import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { HistoryPackage } from '../../../contract/packages';

/** The sha256 the service would publish for these bytes, computed independently of the page's code. */
export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A gzip file body as the service serves it (application/gzip, no content-encoding). */
export const gzipBytes = (text: string) => new Uint8Array(gzipSync(Buffer.from(text)));

/** A manifest shaped like the local service's `GET /history/packages/{period}` answer. */
export function makePackage(overrides: Partial<HistoryPackage> = {}): HistoryPackage {
  return {
    period: '2024-11',
    status: 'ready',
    match_count: 181,
    row_count: 25171,
    files: [
      {
        format: 'jsonl',
        compression: 'gzip',
        bytes: 210294,
        sha256: '942d48d0be5be4f296e4030b0fa116c18803f24ccbbd062a88da5e1992db0c39',
        filename: 'tape-2024-11.jsonl.gz',
      },
      {
        format: 'csv',
        compression: 'gzip',
        bytes: 141709,
        sha256: '0c092f2eef71e0e477f020fe92d85950b23165388dd6075cf2fd0990e537f595',
        filename: 'tape-2024-11.csv.gz',
      },
    ],
    built_at: '2026-11-22T02:32:58.658Z',
    ...overrides,
  };
}

/** A file answer; a ReadableStream body lets a test hold the stream open between chunks. */
export function fileResponse(body: BodyInit, type = 'application/gzip', length?: number) {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (length !== undefined) headers['Content-Length'] = String(length);
  return new Response(body, { status: 200, headers });
}
