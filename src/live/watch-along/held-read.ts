import { createDelayLine, type DelaySource } from './delay-line';
import { holdStatusStore, watchAlongDelaySource } from './watch-along-hold';

/** Holds a REST answer of live data, or a cache write, by the watch-along delay. */
export interface ReadHold {
  /** Resolves with the answer only once the delay (read when it arrived) has passed since it arrived. */
  answer<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Runs `write` after the delay from now (a poll's rows, written into the cache). */
  write(write: () => void): void;
  held(): number;
}

/**
 * A hold for REST reads of live data, so a poll never shows the dashboard more than the held feed
 * does. Answers wait in one delay line (arrival order, lowering the delay releases what is due); an
 * aborted read leaves the line at once and rejects as fetch would. Failures are never held: an error
 * says nothing about the match, and retry/rate-limit timing must not stretch.
 */
export function createReadHold(source: DelaySource, onHeldChanged?: (held: number) => void): ReadHold {
  const line = createDelayLine<() => void>({
    source,
    release: (runs) => {
      for (const run of runs) run();
    },
    onHeldChanged,
  });
  return {
    answer<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> {
      return answer.then(
        (value) =>
          new Promise<T>((resolve, reject) => {
            const run = () => {
              signal?.removeEventListener('abort', onAbort);
              resolve(value);
            };
            const onAbort = () => {
              line.drop(run);
              reject(signal?.reason);
            };
            if (signal?.aborted) return reject(signal.reason);
            signal?.addEventListener('abort', onAbort, { once: true });
            line.push(run);
          }),
      );
    },
    write: (write) => line.push(write),
    held: line.held,
  };
}

let appHold: ReadHold | null = null;

/** The app's hold for live reads, on the user's watch-along delay (counted in the status strip). */
export function appReadHold(): ReadHold {
  appHold ??= createReadHold(watchAlongDelaySource, (heldReads) => holdStatusStore.setState({ heldReads }));
  return appHold;
}

/** Shorthand for query functions: hold this live answer by the user's delay. */
export const holdLiveAnswer = <T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> =>
  appReadHold().answer(answer, signal);

/** Shorthand for pollers: write these rows into the cache after the user's delay. */
export const holdLiveWrite = (write: () => void): void => appReadHold().write(write);
