import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CORRECTIONS_COLUMNS, PackageQuery, PackagesQuery } from '../../../../contract/packages';
import { parseQuery, type RawQuery } from '../../../../contract/query';
import type { Access } from '../../../access/entitlements';
import { csvCell, manifestOf } from '../../../history/packages/package-builder';
import { PackageFiles } from '../../../history/packages/package-files';
import type { PackageKind } from '../../../history/packages/package-source';
import { gate, query } from '../../../plugins/route-kit';

/** Monthly kinds list their newest few months unless a `year` is asked (a year listing is its own entitlement). */
const RECENT_PERIODS = 3;
const YEARLY_ULTRA: readonly PackageKind[] = ['rankings', 'rally', 'elo', 'archive_tape'];
const accessFor = (kind: PackageKind): Access =>
  YEARLY_ULTRA.includes(kind) ? { kind: 'packages_ultra' } : { kind: 'packages' };

/** GET /history/packages and /history/packages/{period}: any registered corpus as manifests and gzipped files. */
export function packageRoutes(app: FastifyInstance) {
  const { cfg } = app.world;
  const files = new PackageFiles(app.packageSources, {
    now: () => app.world.now(),
    // What shapes the world's schedule and roster, so a service of another configuration never reuses them.
    configKey: JSON.stringify([cfg.speed, cfg.seed, cfg.courts, cfg.epochMs, cfg.plausible]),
  });
  const packageOf = (kind: PackageKind, period: string) => files.manifest(kind, period);
  const allowed = (req: FastifyRequest, reply: FastifyReply, kind: PackageKind) =>
    accessFor(kind).kind === 'packages' || app.requireAccess(req, reply, accessFor(kind));

  app.get('/history/packages', gate({ kind: 'packages' }), async (req, reply) => {
    const q = query(PackagesQuery, req, reply);
    if (!q) return reply;
    if (!allowed(req, reply, q.kind)) return reply;
    if (q.year !== undefined && !app.requireAccess(req, reply, { kind: 'packages_year' })) return reply;
    const periods = app.packageSources.get(q.kind)?.periods() ?? [];
    const monthly = q.kind === 'tape' || q.kind === 'rankings';
    const chosen =
      q.year !== undefined
        ? periods.filter((p) => p.slice(0, 4) === q.year)
        : monthly
          ? periods.slice(0, RECENT_PERIODS)
          : periods;
    const data = [];
    for (const period of chosen) {
      const p = packageOf(q.kind, period);
      if (p) data.push(manifestOf(await p));
    }
    return { data, meta: { count: data.length, kind: q.kind, ...(q.year ? { year: q.year } : {}) } };
  });

  app.get('/history/packages/:period', gate({ kind: 'packages' }), async (req, reply) => {
    const period = (req.params as { period: string }).period;
    // The path's period is validated with the query (contract/packages.ts, PackageQuery).
    const parsed = parseQuery(PackageQuery, { ...(req.query as RawQuery), period });
    if (!parsed.ok) return reply.code(400).send(parsed.error);
    const q = parsed.value;
    if (!allowed(req, reply, q.kind)) return reply;
    const source = app.packageSources.get(q.kind);
    const notBuilt = () =>
      reply.code(404).send({ error: 'not_found', detail: `No ${q.kind} package is built for ${period}.` });
    if (q.format === 'corrections') {
      const records = source?.records(period);
      if (!records) return notBuilt();
      if (!records.corrections)
        return reply
          .code(404)
          .send({ error: 'not_found', detail: `The ${period} package has no corrections file.` });
      const lines = [CORRECTIONS_COLUMNS.join(',')];
      for (const c of records.corrections())
        lines.push(CORRECTIONS_COLUMNS.map((k) => csvCell(c[k])).join(','));
      return reply.header('content-type', 'text/csv; charset=utf-8').send(`${lines.join('\n')}\n`);
    }
    const p = packageOf(q.kind, period);
    if (!p) return notBuilt();
    const pkg = await p;
    if (q.format === undefined) return manifestOf(pkg);
    const f = pkg.files.find((x) => x.format === q.format);
    const body = f && files.open(pkg, f.format);
    if (!f || !body) return notBuilt();
    // Served as the gzip file itself: no content-encoding, so the digest covers the bytes received.
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${f.filename}"`)
      .header('x-content-sha256', f.sha256)
      .header('content-length', f.bytes)
      .send(body);
  });
}
