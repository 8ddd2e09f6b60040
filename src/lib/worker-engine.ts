/** An engine the page posts messages to and hears results from. */
export interface Engine<M> {
  post: (msg: M) => void;
  terminate: () => void;
}

/**
 * The engine in a Web Worker; where none can start (tests, old browsers), on this thread through
 * `local`, which holds the same state the worker would. `spawn` stays in the feature so the bundler
 * sees `new Worker(new URL(…, import.meta.url))` beside the worker file.
 */
export function startEngine<M, R>(
  spawn: () => Worker,
  local: () => (msg: M) => R,
  onResult: (r: R) => void,
): Engine<M> {
  if (typeof Worker !== 'undefined') {
    const w = spawn();
    w.onmessage = (e: MessageEvent<R>) => onResult(e.data);
    return { post: (msg) => w.postMessage(msg), terminate: () => w.terminate() };
  }
  const step = local();
  return { post: (msg) => onResult(step(msg)), terminate: () => undefined };
}
