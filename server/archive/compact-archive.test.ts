import { afterAll, describe, expect, it } from 'vitest';
import { CompactResults } from '../data/compact-results';
import { loadResults } from '../data/results';
import { compactedResults } from '../test/compacted-results';
import { harness } from '../test/harness';
import { archivePackageSource, archiveTapePackageSource } from './archive-packages';
import { ArchiveStore, archiveStore, columnsOf, exchangeArchiveStore } from './archive-store';
import { warmArchive } from './warm-archive';

/** Real queries over every archive answer a row feeds: listings, details, tapes, careers, h2h. */
function queries(store: ArchiveStore): string[] {
  const every = Math.floor(store.size / 40);
  const ids = Array.from({ length: 40 }, (_, k) => store.ids[k * every]);
  return [
    '/history/archive/matches?limit=200',
    '/history/archive/matches?name=roger%20federer&limit=200',
    '/history/archive/matches?name=serena&limit=100&offset=50',
    '/history/archive/matches?tour=wta&limit=200&offset=3000',
    '/history/archive/matches?level=G&round=F&limit=200',
    '/history/archive/matches?from=1975-01-01&to=1975-12-31&limit=200',
    '/history/archive/players?name=federer',
    '/history/archive/career?name=Roger%20Federer',
    '/history/archive/career?name=Steffi%20Graf',
    '/history/archive/career?name=Martina%20Navratilova',
    '/h2h?p1=Roger%20Federer&p2=Rafael%20Nadal',
    '/h2h?p1=Chris%20Evert&p2=Martina%20Navratilova',
    '/h2h?p1=Novak%20Djokovic&p2=Fabio%20Fognini',
    '/h2h?p1=Andres%20Gimeno&p2=Manuel%20Santana',
    ...ids.map((id) => `/history/archive/matches/${id}`),
  ];
}

/** Package records of a few seasons, both formats, as the bytes a download would hold. */
function packages(): string {
  const parts: unknown[] = [];
  for (const season of ['1968', '1991', '2014', '2022']) {
    const p = archivePackageSource.records(season);
    parts.push(p?.matchCount, [...(p?.jsonl() ?? [])], [...(p?.csv.rows() ?? [])]);
  }
  const tapes = archiveTapePackageSource.records('2014');
  parts.push(tapes?.matchCount, [...(tapes?.csv.rows() ?? [])].slice(0, 2_000));
  return JSON.stringify(parts);
}

// The request thread holds the results in their compact form (a worker builds it); every answer
// must be the very bytes the parsed rows gave.
describe('the archive read from compact results', () => {
  const h = harness();
  const parsed = warmArchive({ people: true, tapes: true });
  let swapped: ArchiveStore | null = null;
  afterAll(() => {
    if (swapped) exchangeArchiveStore(swapped);
  });

  async function answers(paths: string[]): Promise<string[]> {
    const out: string[] = [];
    for (const path of paths) {
      const res = await h.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': 'demo-ultra' } });
      out.push(`${res.statusCode} ${res.body}`);
    }
    return out;
  }

  it('answers every archive, h2h, career and package read byte for byte as the parsed rows do', async () => {
    const paths = queries(parsed);
    // A linked tape, so the tape route is compared too.
    const listed = JSON.parse(
      (await answers(['/history/archive/matches?from=2014-01-01&to=2014-12-31&limit=200']))[0].slice(4),
    );
    const tapeIds = (listed.data as { id: number }[]).map((m) => m.id).slice(0, 60);
    paths.push(...tapeIds.map((id) => `/history/archive/matches/${id}/tape`));
    const before = await answers(paths);
    const beforePackages = packages();
    expect(before.filter((a) => a.startsWith('200 ')).length).toBeGreaterThan(paths.length / 2);
    expect(before.some((a) => a.includes('"points"') || a.includes('"rows"'))).toBe(true);

    const all = loadResults();
    const compact = new ArchiveStore({ ...columnsOf(all), results: new CompactResults(compactedResults()) });
    swapped = exchangeArchiveStore(compact);
    expect(archiveStore()).toBe(compact);
    const after = await answers(paths);
    for (let k = 0; k < paths.length; k++) expect(after[k], paths[k]).toBe(before[k]);
    expect(packages()).toBe(beforePackages);
  }, 300_000);
});
