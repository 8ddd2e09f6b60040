import type { PackageFormat } from '../../api/package-stream';
import { ViewError } from '../../components/view-states';
import { formatBytes } from '../../lib/format-bytes';
import { isGzip } from '../../lib/read-text';
import { CorrectionsPreview } from './corrections-preview';
import { DownloadProgress } from './download-progress';
import { type PackageKind, packageGate } from './package-kinds';
import { type DownloadState, usePackageDownload } from './use-package-download';

const FORMAT_LABELS: Record<PackageFormat, string> = {
  jsonl: 'JSONL',
  csv: 'CSV',
  corrections: 'Corrections',
};

interface PackageDownloadProps {
  kind: PackageKind;
  period: string;
  format: PackageFormat;
  /** From the manifest's files entry; the corrections file has none, so it cannot be checked. */
  expectedBytes: number | null;
  expectedSha256: string | null;
  filename: string | null;
}

const BUTTON =
  'rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60 dark:bg-indigo-300 dark:text-indigo-950 dark:hover:bg-indigo-200 dark:focus-visible:outline-indigo-300';

function fileNameOf(props: PackageDownloadProps, bytes: Uint8Array): string {
  if (props.filename) return props.filename;
  const base = `${props.kind}-${props.period}${props.format === 'corrections' ? '-corrections.csv' : `.${props.format}`}`;
  return isGzip(bytes) ? `${base}.gz` : base;
}

/** One downloadable file: stream with progress, verify sha256 in the browser, then offer it to save. */
export function PackageDownload(props: PackageDownloadProps) {
  const { kind, period, format, expectedBytes } = props;
  const { state, start } = usePackageDownload(props);
  const label = FORMAT_LABELS[format];
  const busy = state.step === 'downloading' || state.step === 'verifying';
  return (
    <li
      data-testid={`download-${format}`}
      className="grid gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">
          {label}
          {expectedBytes !== null ? (
            <span
              className="ml-2 text-sm font-normal text-slate-700 dark:text-slate-300"
              title={`${expectedBytes} bytes`}
            >
              {formatBytes(expectedBytes)}
            </span>
          ) : null}
        </h4>
        <button type="button" onClick={start} disabled={busy} className={BUTTON}>
          {state.step === 'idle' ? `Download ${label}` : busy ? 'Downloading…' : `Download ${label} again`}
        </button>
      </div>
      <DownloadStatus state={state} props={props} label={label} onRetry={start} kind={kind} period={period} />
    </li>
  );
}

function DownloadStatus({
  state,
  props,
  label,
  onRetry,
  kind,
  period,
}: {
  state: DownloadState;
  props: PackageDownloadProps;
  label: string;
  onRetry: () => void;
  kind: PackageKind;
  period: string;
}) {
  switch (state.step) {
    case 'idle':
      return null;
    case 'downloading':
      return (
        <DownloadProgress
          label={`Downloading ${label} for ${period}`}
          received={state.received}
          total={state.total}
        />
      );
    case 'verifying':
      return (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          Checking the sha256 of {formatBytes(state.received)}…
        </p>
      );
    case 'failed':
      if (props.format === 'corrections' && state.error.problem.type === 'not_found') {
        return (
          <p className="text-sm text-slate-700 dark:text-slate-300">This package has no corrections file.</p>
        );
      }
      return (
        <ViewError
          title={`The ${label} file could not be downloaded.`}
          error={state.error}
          onRetry={onRetry}
          retrying={false}
          gate={packageGate(kind, state.error)}
        />
      );
    case 'done':
      return (
        <DownloadDone
          state={state}
          name={fileNameOf(props, state.bytes)}
          corrections={props.format === 'corrections'}
        />
      );
  }
}

function DownloadDone({
  state,
  name,
  corrections,
}: {
  state: Extract<DownloadState, { step: 'done' }>;
  name: string;
  corrections: boolean;
}) {
  const { check } = state;
  return (
    <div className="grid gap-2">
      {check.kind === 'verified' ? (
        <p
          data-testid="sha256-verified"
          role="status"
          className="text-sm font-semibold text-emerald-800 dark:text-emerald-200"
        >
          <span aria-hidden="true">✓ </span>sha256 verified
        </p>
      ) : check.kind === 'mismatch' ? (
        <div
          role="alert"
          data-testid="sha256-mismatch"
          className="rounded-md border border-rose-300 bg-rose-50 p-3 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
        >
          <p className="font-semibold">
            sha256 mismatch: the file received is not the one the manifest describes.
          </p>
          <p className="mt-1">
            It is not offered for saving. Download it again; if it still differs, report it.
          </p>
          <dl className="mt-1 grid gap-1 font-mono text-xs break-all">
            <dt className="font-sans font-semibold">Expected</dt>
            <dd>{check.expected}</dd>
            <dt className="font-sans font-semibold">Received</dt>
            <dd>{check.actual}</dd>
          </dl>
        </div>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {formatBytes(state.bytes.byteLength)} received. The manifest publishes no sha256 for this file, so
          it cannot be checked.
        </p>
      )}
      {state.url ? (
        <a
          href={state.url}
          download={name}
          className="w-fit font-semibold text-indigo-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:text-indigo-200 dark:focus-visible:outline-indigo-300"
        >
          Save {name}
        </a>
      ) : null}
      {corrections && check.kind !== 'mismatch' ? <CorrectionsPreview bytes={state.bytes} /> : null}
    </div>
  );
}
