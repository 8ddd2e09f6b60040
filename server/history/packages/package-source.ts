import type { PACKAGE_KINDS } from '../../../contract/packages';

export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** One row of a `format=corrections` CSV (columns in CORRECTIONS_COLUMNS order). */
export interface CorrectionRow {
  match_id: number | string;
  field: string;
  before: string | null;
  after: string | null;
  tournament_key: string | null;
  source: string;
  corrected_at: string;
}

/** How long one slice of a count may hold the request thread. */
const SLICE_MS = 8;

/**
 * Calls `step` on each item, handing the event loop back every few milliseconds (timed per item:
 * one item may be a whole tape's replay).
 */
export async function slicedEach<T>(items: Iterable<T>, step: (item: T) => void): Promise<void> {
  let t0 = performance.now();
  for (const item of items) {
    step(item);
    if (performance.now() - t0 > SLICE_MS) {
      await new Promise<void>((r) => setImmediate(r));
      t0 = performance.now();
    }
  }
}

/** `make()` on first call, then its value: a count a source need not pay for until it is read. */
export function once<T>(make: () => T): () => T {
  let held: { value: T } | null = null;
  return () => {
    held ??= { value: make() };
    return held.value;
  };
}

/** What one period of one kind holds; the package builder turns it into gzipped JSONL/CSV bytes. */
export interface PackageRecords {
  /** May be getters: read only when a package is built, not when its cached manifest is found. */
  matchCount: number | null;
  rowCount: number | null;
  /** One JSON value per JSONL line. */
  jsonl: () => Iterable<unknown>;
  /** The flat CSV view: header columns and rows keyed by column. */
  csv: { columns: readonly string[]; rows: () => Iterable<Record<string, unknown>> };
  /**
   * What the files hold beyond the data, code and world configuration (which key every package's
   * cached files): the tape source names its matches, which runtime faults (merges) can change.
   */
  fingerprint?: string;
  /**
   * Works out what `fingerprint` names a few milliseconds at a time (a month of replays' contexts):
   * awaited before a build keys its files, so finding them on disk holds no request up.
   */
  settle?: () => Promise<void>;
  /**
   * Works out the counts above a few milliseconds at a time (a season of archive tapes is seconds
   * of replaying): awaited before a build reads them, so the request thread keeps answering.
   */
  prepare?: () => Promise<void>;
  /** Present only when the period has corrections; absent answers 404 for format=corrections. */
  corrections?: () => Iterable<CorrectionRow>;
}

/**
 * A corpus that can be packaged. Each part of the service that owns a corpus (tapes,
 * archive, archive tapes, rankings, Elo, rally) registers one under its kind, so the
 * package routes never reach into another part's internals.
 */
export interface PackageSource {
  /** Built periods, newest first: `YYYY-MM` for monthly kinds, `YYYY` for yearly ones. */
  periods(): string[];
  /** The records of one built period, or undefined when that period is not built. */
  records(period: string): PackageRecords | undefined;
}

export class PackageSources {
  private readonly sources = new Map<PackageKind, PackageSource>();
  private readonly loaders = new Map<PackageKind, () => Promise<unknown>>();

  /** `ready` loads the corpus off the request thread; the package routes wait for it, not the service. */
  set(kind: PackageKind, source: PackageSource, ready?: () => Promise<unknown>): void {
    this.sources.set(kind, source);
    if (ready) this.loaders.set(kind, ready);
  }

  /** Resolves once the kind's corpus is in memory (at once for a kind that loads no corpus). */
  ready(kind: PackageKind): Promise<unknown> {
    return this.loaders.get(kind)?.() ?? Promise.resolve();
  }

  get(kind: PackageKind): PackageSource | undefined {
    return this.sources.get(kind);
  }
}
