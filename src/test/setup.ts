// Runs before every test file. Files share one module graph per worker (vitest.config.ts: isolate
// false), so what a DOM test leaves in the page's storage or in the app's singleton stores must not
// reach the next file.
import { afterAll, vi } from 'vitest';

// Nor may a lazy part's code still on its way when a file's last test ends (a row's market quote, a
// tab's body, a chart asked for in an idle moment): it landed after the file's environment was torn
// down and Vitest failed the next file in the worker with an EnvironmentTeardownError; and a later
// file's match tabs never drew (20 s each), as a lazy part of a shared module whose import a
// torn-down file left behind would not. Each file waits for its imports to land before it ends.
afterAll(() => vi.dynamicImportSettled());

if (typeof document !== 'undefined') {
  // Component tests wait for what a user would see; on two shared cores a busy run can take longer
  // than Testing Library's 1 s default, which fails a correct screen: at load 35-45 (a CPU hog beside
  // other work) screens that passed alone took over 5 s. A wait still ends as soon as its screen is
  // there. `findBy*` and `eventually` share the one limit.
  const { configure } = await import('@testing-library/react');
  const { WAIT_LIMIT_MS } = await import('./eventually');
  configure({ asyncUtilTimeout: WAIT_LIMIT_MS });
  localStorage.clear();
  sessionStorage.clear();
  const { watchAlongStore, WATCH_ALONG_DEFAULTS } = await import('../live/watch-along/watch-along-store');
  watchAlongStore.setState(WATCH_ALONG_DEFAULTS);
  const { holdStatusStore } = await import('../live/watch-along/watch-along-hold');
  holdStatusStore.setState({ heldFrames: 0, heldReads: 0 });
  const { themeStore } = await import('../features/settings/theme-store');
  themeStore.setState({ preference: 'system' });
  const { resetOddsFormat } = await import('../lib/odds-format-store');
  resetOddsFormat();
  // The fetch layer loads its schemas and error reading on first use (they stay off the first
  // screen's JS). A test on fake timers cannot wait for a module to load, so whether its first read
  // resolved would depend on whether an earlier file in this worker had loaded them: load them here.
  await Promise.all([
    import('../../contract/mini/browser-schemas'),
    import('../api/error-model'),
    import('../api/tolerant-parse'),
  ]);
}
