// Injected into the page before any app code (addInitScript): measures, for each score frame of the
// live feed, the time from its `published_at` (when it left the service) to the paint that shows it
// on a trade-grid card. The socket is wrapped so every score frame is noted per match on arrival
// (a message may carry several, one per line), and so is the feed worker, whose messages carry the
// frames it read off the socket; a MutationObserver sees a card's score or model
// probability text change, and the next paint after that (the first task after the next animation
// frame) is the frame's paint. Each painted frame's arrival (its message event) is kept too, so the
// time splits into the way there (service, gateway, socket) and the page's own part. Only the newest frame of a match waits for its paint: a newer frame
// supersedes an older one that changed nothing shown (a re-asserted score), so no sample is
// stretched by a later, unrelated change. Service and browser share the machine's clock.
// Plain JS in a string: a function would be serialised with whatever helpers tsx injected into it.

export interface ScorePaintResult {
  /** published_at → paint, ms, one per painted frame. */
  samples: number[];
  /** Of each painted frame, published_at → its message reaching the page (service, gateway, socket), ms. */
  arrivals: number[];
  /** Score frames received while measuring. */
  frames: number;
  /** Of which superseded before a paint showed them (or for cards never on screen). */
  unpainted: number;
  seconds: number;
}

declare global {
  interface Window {
    __scorePaint?: { start(): void; stop(): ScorePaintResult };
  }
}

export const SCORE_PAINT_PROBE_SCRIPT = `(() => {
  const NativeSocket = window.WebSocket;
  let measuring = false;
  let startedAt = 0;
  let frames = 0;
  const waiting = new Map(); // match id -> [published_at, arrived] (ms, epoch)
  const shown = new Map(); // match id -> last text seen on its card
  const samples = [];
  const arrivals = [];
  const channel = new MessageChannel();
  let paintQueue = [];
  channel.port1.onmessage = () => {
    const painted = performance.timeOrigin + performance.now();
    const batch = paintQueue.shift() || [];
    for (const [published, arrived] of batch) {
      samples.push(painted - published);
      arrivals.push(arrived - published);
    }
  };

  function onMessage(event) {
    if (!measuring || typeof event.data !== 'string') return;
    const arrived = performance.timeOrigin + performance.now();
    for (const line of event.data.split('\\n')) {
      if (!line.includes('"score"')) continue;
      let frame;
      try { frame = JSON.parse(line); } catch { continue; }
      if (frame.type !== 'score' || typeof frame.match_id !== 'number') continue;
      const published = Date.parse(frame.published_at);
      if (!Number.isFinite(published)) continue;
      frames++;
      waiting.set(frame.match_id, [published, arrived]);
    }
  }

  class ProbedSocket extends NativeSocket {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', onMessage);
    }
  }
  window.WebSocket = ProbedSocket;

  // Where a worker owns the feed's socket (src/live/feeds/native-feed.worker.ts), frames reach the
  // page as the worker's messages of checked frames: their arrival is that message's.
  function onWorkerMessage(event) {
    const msg = event.data;
    if (!measuring || !msg || msg.kind !== 'frames' || !Array.isArray(msg.frames)) return;
    const arrived = performance.timeOrigin + performance.now();
    for (const frame of msg.frames) {
      if (frame.type !== 'score' || typeof frame.match_id !== 'number') continue;
      const published = Date.parse(frame.published_at);
      if (!Number.isFinite(published)) continue;
      frames++;
      waiting.set(frame.match_id, [published, arrived]);
    }
  }
  if (window.Worker) {
    const NativeWorker = window.Worker;
    window.Worker = class ProbedWorker extends NativeWorker {
      constructor(url, options) {
        super(url, options);
        this.addEventListener('message', onWorkerMessage);
      }
    };
  }

  const textOf = (card) =>
    [...card.querySelectorAll('p > span.tabular-nums, [data-testid="probability"]')].map((el) => el.textContent).join('|');

  let scheduled = false;
  let found = [];
  const observer = new MutationObserver((records) => {
    if (!measuring) return;
    const cards = new Set();
    for (const r of records) {
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      const card = el && el.closest('[data-testid="trade-card"]');
      if (card) cards.add(card);
    }
    for (const card of cards) {
      const id = Number(card.dataset.matchId);
      const text = textOf(card);
      if (shown.get(id) === text) continue;
      shown.set(id, text);
      const published = waiting.get(id);
      if (published === undefined) continue;
      waiting.delete(id);
      found.push(published);
    }
    if (found.length === 0 || scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      paintQueue.push(found);
      found = [];
      channel.port2.postMessage(0);
    });
  });

  window.__scorePaint = {
    start() {
      samples.length = 0;
      arrivals.length = 0;
      frames = 0;
      waiting.clear();
      shown.clear();
      for (const card of document.querySelectorAll('[data-testid="trade-card"]'))
        shown.set(Number(card.dataset.matchId), textOf(card));
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      startedAt = performance.now();
      measuring = true;
    },
    stop() {
      measuring = false;
      observer.disconnect();
      return {
        samples: samples.slice(),
        arrivals: arrivals.slice(),
        frames,
        unpainted: frames - samples.length,
        seconds: (performance.now() - startedAt) / 1000,
      };
    },
  };
})();`;
