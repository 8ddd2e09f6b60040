// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIRECT_SETTINGS_KEY } from '../../api/connection';
import { SettingsPage } from './settings-page';
import { THEME_KEY, themeStore } from './theme-store';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const USAGE = {
  tier: 'free',
  limits: { per_minute: 30, per_day: 100 },
  today: { calls: 12, errors: 0, remaining_day: null },
};

const fetchMock = vi.fn<typeof fetch>();

function renderPage(extra?: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettingsPage watchAlong={extra} />
    </QueryClientProvider>,
  );
}

/** Answers GET …/usage per key: the page's own read (no key) and the key check (X-API-Key). */
function usageByKey(byKey: Record<string, Response | (() => Response)>, own: () => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    // Other sections' reads (webhooks) are not what these tests look at.
    if (!String(url).includes('/usage')) return json(404, { error: 'not_found' });
    const key = new Headers(init?.headers).get('X-API-Key');
    if (!key) return own();
    const answer = byKey[key];
    if (!answer) throw new Error(`unexpected key ${key}`);
    return typeof answer === 'function' ? answer() : answer;
  });
}

beforeEach(() => {
  localStorage.clear();
  themeStore.setState({ preference: 'system' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingsPage theme', () => {
  it('offers system, light and dark, starts on system and persists a choice', () => {
    usageByKey({}, () => json(200, USAGE));
    renderPage();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: /System/ })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: /Dark/ }));
    expect(within(group).getByRole('radio', { name: /Dark/ })).toBeChecked();
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });
});

describe('SettingsPage tier and usage', () => {
  it('shows the tier and counts, and a missing count as absent rather than 0', async () => {
    usageByKey({}, () => json(200, USAGE));
    renderPage();
    const usage = screen.getByRole('region', { name: 'Tier and usage' });
    expect(within(usage).getByRole('status')).toHaveTextContent('Loading usage');
    expect(await within(usage).findByText('FREE')).toBeInTheDocument();
    expect(within(usage).getByText('12')).toBeInTheDocument();
    // remaining_day is null: the absent mark, read as "not available", in the "Left today" row.
    const left = within(usage).getByText('Left today').nextElementSibling as HTMLElement;
    expect(within(left).getByTestId('absent')).toHaveTextContent('not available');
    expect(within(usage).queryByText('0')).not.toBeInTheDocument();
  });

  it('names a tier this version does not know as unknown', async () => {
    usageByKey({}, () => json(200, { ...USAGE, tier: 'platinum' }));
    renderPage();
    expect(await screen.findByText('unknown')).toHaveAttribute('title', 'Not known to Courtside: “platinum”');
  });

  it('on 429 says when to try again, and retries on request', async () => {
    let calls = 0;
    usageByKey({}, () =>
      ++calls === 1
        ? json(429, { error: 'rate_limited', detail: 'slow down' }, { 'Retry-After': '30' })
        : json(200, USAGE),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Too many requests this minute/);
    expect(alert).toHaveTextContent(/in 30 s/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('FREE')).toBeInTheDocument();
  });
});

describe('SettingsPage connection', () => {
  function fillKey(key: string) {
    fireEvent.change(screen.getByLabelText('Service URL'), { target: { value: 'http://svc.test/v1' } });
    fireEvent.change(screen.getByLabelText('FREE API key'), { target: { value: key } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
  }

  it('shows gateway mode by default and warns that paid keys never belong in a browser', () => {
    usageByKey({}, () => json(200, USAGE));
    renderPage();
    expect(screen.getByTestId('connection-mode')).toHaveTextContent(/gateway/);
    expect(screen.getByRole('note')).toHaveTextContent(/Only ever enter a FREE key here/);
  });

  it('refuses a paid key with the reason, points at the gateway, and stores nothing', async () => {
    usageByKey({ 'pro-key': () => json(200, { ...USAGE, tier: 'pro' }) }, () => json(200, USAGE));
    renderPage();
    fillKey('pro-key');
    const refusal = await screen.findByText(/This is a PRO key/);
    expect(refusal).toHaveTextContent(/gateway/);
    expect(localStorage.getItem(DIRECT_SETTINGS_KEY)).toBeNull();
    expect(screen.getByTestId('connection-mode')).toHaveTextContent(/gateway/);
  });

  it('saves a FREE key after checking it with the service, and switches to direct mode', async () => {
    usageByKey({ 'free-key': () => json(200, USAGE) }, () => json(200, USAGE));
    renderPage();
    fillKey('free-key');
    expect(await screen.findByText(/Saved\./)).toBeInTheDocument();
    const checkCall = fetchMock.mock.calls.find(([, init]) => new Headers(init?.headers).has('X-API-Key'));
    expect(String(checkCall?.[0])).toBe('http://svc.test/v1/usage');
    expect(JSON.parse(localStorage.getItem(DIRECT_SETTINGS_KEY) ?? '{}')).toEqual({
      baseUrl: 'http://svc.test/v1',
      apiKey: 'free-key',
    });
    expect(screen.getByTestId('connection-mode')).toHaveTextContent('direct — http://svc.test/v1');
    fireEvent.click(screen.getByRole('button', { name: /Forget key/ }));
    expect(localStorage.getItem(DIRECT_SETTINGS_KEY)).toBeNull();
  });

  it('reports a key the service rejects, without saving it', async () => {
    usageByKey({ bad: () => json(401, { error: 'unauthorized' }) }, () => json(200, USAGE));
    renderPage();
    fillKey('bad');
    expect(await screen.findByText(/did not accept the API key/)).toBeInTheDocument();
    expect(localStorage.getItem(DIRECT_SETTINGS_KEY)).toBeNull();
  });

  it('renders the watch-along slot the app composes in', () => {
    usageByKey({}, () => json(200, USAGE));
    renderPage(<p>watch-along controls</p>);
    expect(screen.getByText('watch-along controls')).toBeInTheDocument();
  });
});

describe('SettingsPage upgrade', () => {
  it('explains how to upgrade: what each plan adds, where a key comes from and where it goes', () => {
    usageByKey({}, () => json(200, USAGE));
    renderPage();
    const section = screen.getByRole('region', { name: 'Upgrading your plan' });
    expect(section).toHaveAttribute('id', 'upgrade');
    for (const tier of ['FREE', 'BASIC', 'PRO', 'ULTRA']) expect(section).toHaveTextContent(tier);
    expect(section).toHaveTextContent(/Get a key of the plan you want/);
    expect(section).toHaveTextContent(/COURTSIDE_KEY/);
  });
});
