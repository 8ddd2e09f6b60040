import { Component, type ReactNode } from 'react';

/**
 * Keeps a failed chart chunk (e.g. a deploy replaced it mid-session) from taking the whole tape
 * down: the table, scrubber and export keep working. React.lazy caches the failed import, so
 * trying again means reloading the page; the URL holds every setting.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="rounded-lg border border-rose-300 bg-rose-50 p-3 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
      >
        <p>The charts could not be loaded; the rest of the tape is unaffected.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-2 rounded-md bg-slate-800 px-3 py-1.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 dark:bg-slate-200 dark:text-slate-950"
        >
          Reload the page
        </button>
      </div>
    );
  }
}
