// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually';
import { withTier } from '../../test/test-budget';
import { json, renderAt } from '../../test/test-render';
import { PackagesPage } from './packages-page';
import { fileResponse, gzipBytes, makePackage, sha256Of } from './test-packages';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Route = (url: URL) => Response | Promise<Response> | undefined;
/** Answers by path and query (a manifest and its files share a path and differ in `format`). */
function serve(route: Route) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return (await route(url)) ?? json(404, { error: 'not_found' });
  });
}
const requested = () => fetchMock.mock.calls.map((c) => String(c[0]));

const JSONL = '{"match_id":1,"seq":0}\n{"match_id":1,"seq":1}\n';

describe('PackagesPage', () => {
  it('a FREE key sees the PRO notice without a request, and may still ask once (a History plan)', async () => {
    serve((url) => {
      if (url.pathname === '/api/history/packages')
        return json(200, { data: [makePackage()], meta: { count: 1 } });
    });
    renderAt('/packages', '/packages', withTier('free', <PackagesPage />));
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent('Available with a PRO key');
    expect(requested()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /I have a History plan/ }));
    await screen.findByRole('heading', { name: 'Newest periods' });
    expect(requested()).toHaveLength(1);
  });

  it('a PRO key lists at once', async () => {
    serve((url) => {
      if (url.pathname === '/api/history/packages')
        return json(200, { data: [makePackage()], meta: { count: 1 } });
    });
    renderAt('/packages', '/packages', withTier('pro', <PackagesPage />));
    await screen.findByRole('heading', { name: 'Newest periods' });
    expect(screen.queryByTestId('tier-notice')).toBeNull();
  });

  it('lists the periods of the kind and shows a chosen period’s manifest: counts, files, bytes and sha256', async () => {
    const older = makePackage({ period: '2024-10', match_count: 557, row_count: 76929 });
    serve((url) => {
      if (url.pathname === '/api/history/packages')
        return json(200, { data: [makePackage(), older], meta: { count: 2 } });
      if (url.pathname === '/api/history/packages/2024-10' && !url.searchParams.has('format'))
        return json(200, older);
    });
    renderAt('/packages', '/packages', <PackagesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('package-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      expect.stringContaining('2024-11'),
      expect.stringContaining('2024-10'),
    ]);
    expect(requested()[0]).toContain('kind=tape');

    fireEvent.click(within(rows[1]).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/packages?period=2024-10');
    const manifest = await screen.findByTestId('manifest');
    expect(within(manifest).getByRole('heading', { name: 'Manifest for 2024-10' })).toBeInTheDocument();
    expect(within(manifest).getByText('Matches').nextSibling).toHaveTextContent('557');
    expect(within(manifest).getByText('Tape rows').nextSibling).toHaveTextContent('76,929');
    const table = within(manifest).getByRole('table', { name: 'Files in this package' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['jsonl', 'gzip', '210,294', older.files[0].sha256, 'tape-2024-11.jsonl.gz'],
      ['csv', 'gzip', '141,709', older.files[1].sha256, 'tape-2024-11.csv.gz'],
    ]);
  });

  it('shows null counts as absent and unknown enum values as "unknown"', async () => {
    const elo = makePackage({
      period: '2024',
      kind: 'elo',
      match_count: null,
      status: 'rebuilding' as 'ready',
      files: [{ format: 'parquet' as 'csv', bytes: 10, sha256: 'ab'.repeat(32) }],
    });
    serve((url) => {
      if (url.pathname === '/api/history/packages/2024') return json(200, elo);
    });
    renderAt('/packages?kind=elo&period=2024', '/packages', <PackagesPage />);
    const manifest = await screen.findByTestId('manifest');
    const matches = within(manifest).getByText('Matches').nextSibling as HTMLElement;
    expect(within(matches).getByText('not available')).toBeInTheDocument();
    expect(matches).not.toHaveTextContent('0');
    expect(within(manifest).getByText('Rating records').nextSibling).toHaveTextContent('25,171');
    expect(within(manifest).getByText('Status').nextSibling).toHaveTextContent('unknown');
    const row = within(manifest).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('unknown');
    // A format this build cannot request offers no download; the corrections file still can be tried.
    expect(within(manifest).queryByTestId('download-csv')).toBeNull();
    expect(within(manifest).getByTestId('download-corrections')).toBeInTheDocument();
  });

  it('streams a download with progress, verifies its sha256 and offers the file to save', async () => {
    const bytes = gzipBytes(JSONL.repeat(50));
    const half = Math.floor(bytes.length / 2);
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = controller;
        controller.enqueue(bytes.slice(0, half));
      },
    });
    const pkg = makePackage({
      files: [
        {
          format: 'jsonl',
          compression: 'gzip',
          bytes: bytes.length,
          sha256: sha256Of(bytes),
          filename: 'tape-2024-11.jsonl.gz',
        },
      ],
    });
    serve((url) => {
      if (url.pathname !== '/api/history/packages/2024-11') return undefined;
      const format = url.searchParams.get('format');
      if (format === null) return json(200, pkg);
      if (format === 'jsonl') return fileResponse(body, 'application/gzip', bytes.length);
    });
    renderAt('/packages?period=2024-11', '/packages', <PackagesPage />);
    const download = await screen.findByTestId('download-jsonl');
    fireEvent.click(within(download).getByRole('button', { name: 'Download JSONL' }));

    const bar = await within(download).findByRole('progressbar', { name: 'Downloading JSONL for 2024-11' });
    await eventually(() => expect(bar).toHaveAttribute('value', String(half)));
    expect(bar).toHaveAttribute('max', String(bytes.length));
    push?.enqueue(bytes.slice(half));
    push?.close();

    expect(await within(download).findByTestId('sha256-verified')).toHaveTextContent('sha256 verified');
    const save = within(download).getByRole('link', { name: 'Save tape-2024-11.jsonl.gz' });
    expect(save).toHaveAttribute('download', 'tape-2024-11.jsonl.gz');
    expect(save.getAttribute('href')).toMatch(/^blob:/);
    const fileUrl = requested().find((u) => u.includes('format=jsonl'));
    expect(fileUrl).toContain('/api/history/packages/2024-11?kind=tape&format=jsonl');
  });

  it('refuses a tampered download: a mismatch error and no file to save', async () => {
    const bytes = gzipBytes('match_id,seq\n1,0\n');
    const tampered = bytes.slice();
    tampered[tampered.length - 5] ^= 0xff;
    const pkg = makePackage({
      files: [
        {
          format: 'csv',
          compression: 'gzip',
          bytes: bytes.length,
          sha256: sha256Of(bytes),
          filename: 'tape-2024-11.csv.gz',
        },
      ],
    });
    serve((url) => {
      if (url.pathname !== '/api/history/packages/2024-11') return undefined;
      return url.searchParams.get('format') === 'csv' ? fileResponse(tampered) : json(200, pkg);
    });
    renderAt('/packages?period=2024-11', '/packages', <PackagesPage />);
    const download = await screen.findByTestId('download-csv');
    fireEvent.click(within(download).getByRole('button', { name: 'Download CSV' }));
    const alert = await within(download).findByRole('alert');
    expect(alert).toHaveTextContent('sha256 mismatch');
    expect(alert).toHaveTextContent(sha256Of(bytes));
    expect(alert).toHaveTextContent(sha256Of(tampered));
    expect(within(download).queryByTestId('sha256-verified')).toBeNull();
    expect(within(download).queryByRole('link')).toBeNull();
  });

  it('previews a gzipped corrections file: the first 100 rows, nulls absent, times local', async () => {
    const lines = ['match_id,field,before,after,tournament_key,source,corrected_at'];
    for (let i = 1; i <= 105; i++)
      lines.push(
        `${1000 + i},result_version,${i},${i + 1},,restatement,2024-11-0${(i % 9) + 1}T10:00:00.000Z`,
      );
    const csv = gzipBytes(`${lines.join('\n')}\n`);
    serve((url) => {
      if (url.pathname !== '/api/history/packages/2024-11') return undefined;
      return url.searchParams.get('format') === 'corrections' ? fileResponse(csv) : json(200, makePackage());
    });
    renderAt('/packages?period=2024-11', '/packages', <PackagesPage />);
    const download = await screen.findByTestId('download-corrections');
    fireEvent.click(within(download).getByRole('button', { name: 'Download Corrections' }));
    expect(await within(download).findByText('First 100 of 105 corrections')).toBeInTheDocument();
    const table = within(download).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(101);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['match_id', 'field', 'before', 'after', 'tournament_key', 'source', 'corrected_at']);
    const first = within(rows[1]).getAllByRole('cell');
    expect(first[0]).toHaveTextContent('1001');
    expect(within(first[4]).getByText('not available')).toBeInTheDocument();
    expect(within(first[6]).getByRole('time')).toHaveAttribute('dateTime', '2024-11-02T10:00:00.000Z');
    expect(within(rows[100]).getAllByRole('cell')[0]).toHaveTextContent('1100');
    expect(within(download).getByText(/publishes no sha256/)).toBeInTheDocument();
    expect(
      within(download).getByRole('link', { name: /^Save tape-2024-11-corrections\.csv\.gz$/ }),
    ).toBeInTheDocument();
  });

  it('previews a plain-text corrections CSV too, and says when a package has none', async () => {
    let has = true;
    serve((url) => {
      if (url.pathname !== '/api/history/packages/2024-11') return undefined;
      if (url.searchParams.get('format') !== 'corrections') return json(200, makePackage());
      return has
        ? fileResponse(new TextEncoder().encode('match_id,field\n7,"a, b"\n'), 'text/csv; charset=utf-8')
        : json(404, { error: 'not_found', detail: 'The 2024-11 package has no corrections file.' });
    });
    renderAt('/packages?period=2024-11', '/packages', <PackagesPage />);
    const download = await screen.findByTestId('download-corrections');
    fireEvent.click(within(download).getByRole('button', { name: 'Download Corrections' }));
    expect(await within(download).findByText('1 correction')).toBeInTheDocument();
    expect(within(download).getByRole('cell', { name: 'a, b' })).toBeInTheDocument();

    has = false;
    fireEvent.click(within(download).getByRole('button', { name: 'Download Corrections again' }));
    expect(await within(download).findByText('This package has no corrections file.')).toBeInTheDocument();
  });

  it('names PRO when packages are above the key’s tier, ULTRA for the ULTRA kinds', async () => {
    serve(() =>
      json(403, {
        error: 'upgrade_required',
        detail: 'Packages need core PRO, History Pro or Business, or a one-off pass.',
        capability: 'packages',
      }),
    );
    renderAt('/packages', '/packages', <PackagesPage />);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with a PRO key');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Rally' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/packages?kind=rally');
    await eventually(() =>
      expect(screen.getByTestId('tier-notice')).toHaveTextContent('Available with an ULTRA key'),
    );
    expect(requested().at(-1)).toContain('kind=rally');
  });

  it('gates a download the key may not take with the tier notice', async () => {
    serve((url) => {
      if (url.searchParams.has('format'))
        return json(403, { error: 'upgrade_required', capability: 'packages' });
      return json(200, makePackage());
    });
    renderAt('/packages?period=2024-11', '/packages', <PackagesPage />);
    const download = await screen.findByTestId('download-jsonl');
    fireEvent.click(within(download).getByRole('button', { name: 'Download JSONL' }));
    expect(await within(download).findByTestId('tier-notice')).toHaveTextContent('Available with a PRO key');
  });

  it('shows build progress while a year listing is built, and gates the year listing at ULTRA', async () => {
    let answer: (r: Response) => void = () => {};
    serve((url) =>
      url.searchParams.get('year') === '2024' ? new Promise<Response>((r) => (answer = r)) : undefined,
    );
    renderAt('/packages', '/packages', <PackagesPage />);
    fireEvent.change(screen.getByLabelText('Year (optional)'), { target: { value: '2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'List year' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/packages?year=2024');
    expect(await screen.findByText('Building every package of 2024…')).toBeInTheDocument();
    expect(screen.getByText(/can take tens of seconds/)).toBeInTheDocument();
    answer(
      json(403, {
        error: 'upgrade_required',
        detail: 'The year listing needs History Business, a 1-year pass, or core ULTRA.',
        capability: 'packages_year',
      }),
    );
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with an ULTRA key');
    expect(notice).toHaveTextContent('year listings');
  });

  it('rejects a year that is not four digits without leaving the page', async () => {
    serve(() => json(200, { data: [], meta: { count: 0 } }));
    renderAt('/packages?kind=rally', '/packages', <PackagesPage />);
    expect(await screen.findByText('No rally package is ready yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Year (optional)'), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'List year' }));
    expect(screen.getByText('Enter a four-digit year, e.g. 2024.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/packages?kind=rally');
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    serve(() => {
      calls++;
      return calls === 1
        ? json(500, { error: 'internal' })
        : json(200, { data: [makePackage()], meta: { count: 1 } });
    });
    renderAt('/packages', '/packages', <PackagesPage />);
    const error = await screen.findByTestId('view-error');
    expect(error).toHaveTextContent('The packages could not be listed.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('package-row')).toHaveLength(1);
  });

  it('shows a rate limit with its retry time', async () => {
    serve(() =>
      json(429, { error: 'rate_limited', scope: 'minute', tier: 'ULTRA' }, { 'Retry-After': '30' }),
    );
    renderAt('/packages', '/packages', <PackagesPage />);
    expect(await screen.findByTestId('rate-limited')).toHaveTextContent(/30/);
  });

  it('says when a period is not built', async () => {
    serve((url) =>
      url.pathname === '/api/history/packages'
        ? json(200, { data: [makePackage()], meta: { count: 1 } })
        : json(404, { error: 'not_found', detail: 'No tape package is built for 2019-01.' }),
    );
    renderAt('/packages?period=2019-01', '/packages', <PackagesPage />);
    expect(await screen.findByText('No tape package is built for 2019-01.')).toBeInTheDocument();
  });
});
