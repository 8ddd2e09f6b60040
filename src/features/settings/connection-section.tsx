import { type FormEvent, useState } from 'react';
import { currentConnection, DIRECT_SETTINGS_KEY, saveDirectSettings } from '../../api/connection';
import { verifyFreeKey } from './verify-free-key';

const FIELD =
  'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-lime-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';
const BUTTON =
  'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600 disabled:opacity-60';

type Status =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'saved' }
  | { kind: 'refused'; reason: string };

/** How the app reaches the service; in direct mode, the base URL and FREE key this browser uses. */
export function ConnectionSection() {
  const connection = currentConnection();
  // A page served by the gateway is pinned to it: it must never send a key of its own.
  const pinned = typeof window !== 'undefined' && window.__COURTSIDE__?.mode === 'gateway';
  const [baseUrl, setBaseUrl] = useState(connection.mode === 'direct' ? connection.baseUrl : '');
  const [apiKey, setApiKey] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const url = baseUrl.trim();
    const key = apiKey.trim();
    if (!url || !key) {
      setStatus({ kind: 'refused', reason: 'Enter both the service URL and a FREE key.' });
      return;
    }
    setStatus({ kind: 'checking' });
    const check = await verifyFreeKey(url, key);
    if (!check.ok) {
      setStatus({ kind: 'refused', reason: check.reason });
      return;
    }
    saveDirectSettings(url, key);
    setApiKey('');
    setStatus({ kind: 'saved' });
  };

  const forget = () => {
    localStorage.removeItem(DIRECT_SETTINGS_KEY);
    setStatus({ kind: 'idle' });
    setBaseUrl('');
  };

  return (
    <section
      aria-labelledby="connection-heading"
      className="rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <h2 id="connection-heading" className="mb-2 text-lg font-semibold">
        Connection
      </h2>
      <p data-testid="connection-mode">
        Mode:{' '}
        <strong>
          {connection.mode === 'gateway'
            ? 'gateway — the key is held on the server'
            : `direct — ${connection.baseUrl} with a FREE key`}
        </strong>
      </p>
      {pinned ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          This page is served by the gateway, which adds the key for you. Nothing to enter here.
        </p>
      ) : (
        <form onSubmit={submit} className="mt-3 grid gap-3" noValidate>
          <p
            role="note"
            className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <strong>Only ever enter a FREE key here.</strong> A key typed into a browser is stored in this
            browser, where any script on the page could read it. Paid keys (BASIC, PRO, ULTRA) belong in the
            gateway, which holds them on the server; this form checks the tier and refuses a paid key.
          </p>
          <label className="block text-sm font-medium">
            Service URL
            <input
              type="url"
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
              placeholder="http://localhost:8080/v1"
              autoComplete="url"
              className={FIELD}
            />
          </label>
          <label className="block text-sm font-medium">
            FREE API key
            <input
              type="password"
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              className={FIELD}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={status.kind === 'checking'}
              className={`${BUTTON} bg-lime-800 text-white hover:bg-lime-900 dark:bg-lime-300 dark:text-lime-950`}
            >
              {status.kind === 'checking' ? 'Checking key…' : 'Check and save'}
            </button>
            {connection.mode === 'direct' && (
              <button
                type="button"
                onClick={forget}
                className={`${BUTTON} border border-slate-400 text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800`}
              >
                Forget key (back to gateway)
              </button>
            )}
          </div>
          <div aria-live="polite">
            {status.kind === 'saved' && (
              <p className="text-sm text-lime-900 dark:text-lime-200">
                Saved. Requests now go direct with this FREE key; reload to reconnect the live feed.
              </p>
            )}
            {status.kind === 'refused' && (
              <p role="alert" className="text-sm text-rose-900 dark:text-rose-100">
                {status.reason}
              </p>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
