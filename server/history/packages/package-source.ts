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

/** What one period of one kind holds; the package builder turns it into gzipped JSONL/CSV bytes. */
export interface PackageRecords {
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

  set(kind: PackageKind, source: PackageSource): void {
    this.sources.set(kind, source);
  }

  get(kind: PackageKind): PackageSource | undefined {
    return this.sources.get(kind);
  }
}
