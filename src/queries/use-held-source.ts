import { useEffect, useRef, useState } from 'react';
import type { ReadProgress } from '../api/read-package-periods';

export type SourceState<T> =
  | { step: 'planning' }
  | { step: 'consent'; missing: number; held: number }
  | { step: 'reading'; progress: ReadProgress }
  | { step: 'ready'; data: T; requests: number }
  | { step: 'error'; error: unknown };

interface Source<T> {
  /** The periods to read; null while they are not yet known. */
  periods: readonly string[] | null;
  /** Why the periods cannot be known (the read that lists them failed), shown as the section's error. */
  planError?: unknown;
  /** How many of the periods this browser holds. */
  held: (periods: readonly string[]) => Promise<number>;
  read: (
    periods: readonly string[],
    opts: { signal: AbortSignal; onProgress: (p: ReadProgress) => void },
  ) => Promise<T>;
}

/**
 * One package series behind a record: held periods are read at once for free; when some are not
 * held, the cost (one request each) is announced and nothing is sent until `consent()`.
 */
export function useHeldSource<T>({ periods, planError, held, read }: Source<T>) {
  const [state, setState] = useState<SourceState<T>>({ step: 'planning' });
  const [consented, setConsented] = useState(false);
  const [retries, setRetries] = useState(0);
  const attempt = useRef(0);
  const key = periods?.join(',') ?? null;
  // The functions change every render; the periods (by their key: a period never holds a comma)
  // and the user's word decide when to read again.
  const fns = useRef({ held, read });
  fns.current = { held, read };

  useEffect(() => {
    if (key === null) return;
    const list = key === '' ? [] : key.split(',');
    const run = ++attempt.current;
    const abort = new AbortController();
    const live = () => run === attempt.current && !abort.signal.aborted && retries >= 0;
    (async () => {
      const have = await fns.current.held(list);
      if (!live()) return;
      if (have < list.length && !consented) {
        setState({ step: 'consent', missing: list.length - have, held: have });
        return;
      }
      let requests = 0;
      const data = await fns.current.read(list, {
        signal: abort.signal,
        onProgress: (p) => {
          requests = p.requests;
          if (live()) setState({ step: 'reading', progress: p });
        },
      });
      if (live()) setState({ step: 'ready', data, requests });
    })().catch((error) => {
      if (live()) setState({ step: 'error', error });
    });
    return () => abort.abort();
  }, [key, consented, retries]);

  return {
    state: planError ? ({ step: 'error', error: planError } as const) : state,
    consent: () => setConsented(true),
    retry: () => setRetries((n) => n + 1),
  };
}
