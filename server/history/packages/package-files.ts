import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  readdirSync,
  createWriteStream,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { cacheDir, cacheEnabled, serviceVersion, serviceVersionReady } from '../../data/disk-cache';
import { DATA_DIR } from '../../data/data-dir';
import {
  type BuiltFile,
  type BuiltPackage,
  digestFile,
  gzipFile,
  PACKAGE_FORMATS,
  type PackageFormat,
} from './package-builder';
import type { PackageKind, PackageRecords, PackageSources } from './package-source';

const STALE_MS = 86_400_000;

/** What a sidecar holds: the key its files were built under, and their manifest. */
interface Sidecar {
  key: string;
  pkg: BuiltPackage;
}

/**
 * Package files without their bytes in memory. Each period's files are built once and written
 * under `<cache>/packages/<kind>/<period>.<format>.gz` beside a `<period>.json` sidecar holding the
 * manifest and the key it was built under (the service's code, the data files, the world's
 * configuration and the source's own fingerprint), so a later start reuses them and a changed
 * corpus or builder rebuilds them. Only manifests stay in memory; a download streams the file.
 * With COURTSIDE_CACHE=off (or a folder that cannot be written) nothing is written: the manifest is
 * digested from a build whose bytes are dropped, and a download rebuilds the file as it streams.
 */
export class PackageFiles {
  private readonly built = new Map<string, Promise<BuiltPackage>>();
  /** Files written by this process or verified on disk; anything else is rebuilt as it streams. */
  private readonly onDisk = new Map<string, string>();

  constructor(
    private readonly sources: PackageSources,
    private readonly world: { now: () => number; configKey: string },
  ) {}

  private dir(kind: PackageKind): string {
    return join(cacheDir(), 'packages', kind);
  }

  /** Keyed names, so services of other configurations (tests, a bench) never overwrite each other's files. */
  private path(kind: PackageKind, period: string, key: string, ext: string): string {
    return join(this.dir(kind), `${period}-${key}.${ext}`);
  }

  /** Files of this period under older keys, untouched for a day (a service still serving them has gone). */
  private prune(kind: PackageKind, period: string, key: string): void {
    const dir = this.dir(kind);
    for (const f of readdirSync(dir)) {
      if (!f.startsWith(`${period}-`) || f.startsWith(`${period}-${key}.`)) continue;
      try {
        if (Date.now() - statSync(join(dir, f)).mtimeMs > STALE_MS) unlinkSync(join(dir, f));
      } catch {}
    }
  }

  private keyOf(kind: PackageKind, period: string, records: PackageRecords): string {
    return createHash('sha1')
      .update(
        `${serviceVersion()}|${DATA_DIR}|${this.world.configKey}|${kind}|${period}|${records.fingerprint ?? ''}`,
      )
      .digest('hex')
      .slice(0, 16);
  }

  /** The manifest of one period, built (or found on disk) once; undefined when the period is not built. */
  manifest(kind: PackageKind, period: string): Promise<BuiltPackage> | undefined {
    const id = `${kind}:${period}`;
    const known = this.built.get(id);
    if (known) return known;
    const records = this.sources.get(kind)?.records(period);
    if (!records) return undefined;
    const p = this.build(kind, period, records);
    p.catch(() => this.built.delete(id));
    this.built.set(id, p);
    return p;
  }

  private async build(kind: PackageKind, period: string, records: PackageRecords): Promise<BuiltPackage> {
    // A turn of its own for each period: a listing awaits its periods' manifests one after another,
    // and found on disk they resolved within the one turn (a yearly kind's sidecars, one per year
    // since 1968, read and keyed back to back in one long turn of a first listing).
    await nextTurn();
    // The sidecar first: a source may count its rows lazily (a year of Elo records, a season of
    // replayed tapes), and a package built before needs no count.
    await records.settle?.();
    if (cacheEnabled()) await serviceVersionReady();
    const key = cacheEnabled() ? this.keyOf(kind, period, records) : '';
    const found = cacheEnabled() ? this.readSidecar(kind, period, key) : undefined;
    if (found) return found;
    await records.prepare?.();
    const base = {
      kind,
      period,
      matchCount: records.matchCount,
      rowCount: records.rowCount,
      builtAt: this.world.now(),
    };
    if (!cacheEnabled()) return { ...base, files: await this.digestAll(kind, period, records) };
    try {
      mkdirSync(this.dir(kind), { recursive: true });
      const files: BuiltFile[] = [];
      for (const format of PACKAGE_FORMATS) {
        const file = this.path(kind, period, key, `${format}.gz`);
        // Written whole then renamed, so a process reading it at the same time never sees half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        try {
          files.push(await digestFile(kind, period, records, format, createWriteStream(tmp)));
          renameSync(tmp, file);
        } catch (e) {
          try {
            unlinkSync(tmp);
          } catch {}
          throw e;
        }
      }
      const pkg = { ...base, files };
      const sidecar = this.path(kind, period, key, 'json');
      writeFileSync(`${sidecar}.${process.pid}.tmp`, JSON.stringify({ key, pkg } satisfies Sidecar));
      renameSync(`${sidecar}.${process.pid}.tmp`, sidecar);
      for (const f of files)
        this.onDisk.set(`${kind}:${period}:${f.format}`, this.path(kind, period, key, `${f.format}.gz`));
      this.prune(kind, period, key);
      return pkg;
    } catch {
      // A read-only checkout still serves packages: digested now, rebuilt on each download.
      return {
        ...base,
        files: await this.digestAll(kind, period, this.sources.get(kind)?.records(period) ?? records),
      };
    }
  }

  private async digestAll(kind: PackageKind, period: string, records: PackageRecords): Promise<BuiltFile[]> {
    const files: BuiltFile[] = [];
    for (const format of PACKAGE_FORMATS) files.push(await digestFile(kind, period, records, format));
    return files;
  }

  /** A sidecar whose key matches and whose files are on disk at the sizes it names. */
  private readSidecar(kind: PackageKind, period: string, key: string): BuiltPackage | undefined {
    try {
      const s = JSON.parse(readFileSync(this.path(kind, period, key, 'json'), 'utf8')) as Sidecar;
      if (s.key !== key) return undefined;
      for (const f of s.pkg.files)
        if (statSync(this.path(kind, period, key, `${f.format}.gz`)).size !== f.bytes) return undefined;
      for (const f of s.pkg.files)
        this.onDisk.set(`${kind}:${period}:${f.format}`, this.path(kind, period, key, `${f.format}.gz`));
      return s.pkg;
    } catch {
      return undefined;
    }
  }

  /** The bytes of one built file: read from disk, or rebuilt as they stream when none was written. */
  open(pkg: BuiltPackage, format: PackageFormat): Readable | undefined {
    const file = this.onDisk.get(`${pkg.kind}:${pkg.period}:${format}`);
    // A file removed under a running service (a cleared cache) is rebuilt rather than failed.
    // 1 MB reads: a month's file goes out in a chunk or two rather than in 64 KB steps.
    if (file && existsSync(file)) return createReadStream(file, { highWaterMark: 1 << 20 });
    const records = this.sources.get(pkg.kind)?.records(pkg.period);
    return records ? gzipFile(records, format) : undefined;
  }
}
