import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { type PackageFormat, type StreamProgress, streamPackageFile } from '../../api/package-stream';
import { isGzip } from '../../lib/read-text';
import { sha256Hex } from './sha256-hex';

type ChecksumResult =
  | { kind: 'verified'; sha256: string }
  | { kind: 'mismatch'; expected: string; actual: string }
  /** The manifest publishes no sha256 for this file (the corrections file). */
  | { kind: 'unpublished' };

export type DownloadState =
  | { step: 'idle' }
  | ({ step: 'downloading' } & StreamProgress)
  | { step: 'verifying'; received: number }
  | {
      step: 'done';
      bytes: Uint8Array<ArrayBuffer>;
      check: ChecksumResult;
      /** Object URL of the file to save; null on a mismatch, so bad bytes are never offered. */
      url: string | null;
    }
  | { step: 'failed'; error: ApiError };

export interface DownloadTarget {
  kind: string;
  period: string;
  format: PackageFormat;
  expectedBytes: number | null;
  expectedSha256: string | null;
}

function asApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ApiError('network', 0, 'download_failed', message, { type: 'network', message });
}

/** Downloads one package file with progress, checks its sha256 against the manifest, then offers it. */
export function usePackageDownload(target: DownloadTarget) {
  const [state, setState] = useState<DownloadState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const { kind, period, format, expectedBytes, expectedSha256 } = target;

  // A new start, a new target or leaving the page cancels the stream in flight.
  useEffect(() => () => abort.current?.abort(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new target resets the download.
  useEffect(() => {
    abort.current?.abort();
    setState({ step: 'idle' });
  }, [kind, period, format]);

  const url = state.step === 'done' ? state.url : null;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const start = useCallback(async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'downloading', received: 0, total: expectedBytes });
    try {
      const bytes = await streamPackageFile({
        kind,
        period,
        format,
        expectedBytes,
        signal: controller.signal,
        onProgress: (p) => {
          if (!controller.signal.aborted) setState({ step: 'downloading', ...p });
        },
      });
      if (controller.signal.aborted) return;
      setState({ step: 'verifying', received: bytes.byteLength });
      let check: ChecksumResult = { kind: 'unpublished' };
      if (expectedSha256) {
        const actual = await sha256Hex(bytes);
        check =
          actual === expectedSha256.toLowerCase()
            ? { kind: 'verified', sha256: actual }
            : { kind: 'mismatch', expected: expectedSha256, actual };
      }
      if (controller.signal.aborted) return;
      const type = isGzip(bytes)
        ? 'application/gzip'
        : format === 'jsonl'
          ? 'application/x-ndjson'
          : 'text/csv';
      const objectUrl = check.kind === 'mismatch' ? null : URL.createObjectURL(new Blob([bytes], { type }));
      setState({ step: 'done', bytes, check, url: objectUrl });
    } catch (err) {
      if (controller.signal.aborted) return;
      setState({ step: 'failed', error: asApiError(err) });
    }
  }, [kind, period, format, expectedBytes, expectedSha256]);

  return { state, start };
}
