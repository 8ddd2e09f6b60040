// Injected into the page before any app code (addInitScript): wraps WebSocket (and Worker, for a feed
// whose socket a worker owns) so every feed frame is stamped on arrival (a message may carry several, one per line, as the gateway batches them), and
// measures arrival → next paint. "Next paint" is the first task after the next animation frame's
// callbacks (rAF, then a MessageChannel message), i.e. once the frame that shows the message's effect
// has been produced. Long tasks (> 50 ms) are observed alongside.
// Plain JS in a string: a function would be serialised with whatever helpers tsx injected into it.

export interface ProbeResult {
  frames: number;
  seconds: number;
  samples: number[];
  longTasks: number[];
}

declare global {
  interface Window {
    __uiBench?: { start(): void; stop(): ProbeResult };
  }
}

export const FRAME_PROBE_SCRIPT = `(() => {
  const NativeSocket = window.WebSocket;
  let measuring = false;
  let startedAt = 0;
  let frames = 0;
  let pending = [];
  let batches = [];
  let rafScheduled = false;
  const samples = [];
  const longTasks = [];
  const channel = new MessageChannel();

  channel.port1.onmessage = () => {
    const painted = performance.now();
    const batch = batches.shift() || [];
    for (const arrived of batch) samples.push(painted - arrived);
  };

  // The gateway sends frames that reached it together as one message, newline-delimited: each frame
  // in it is a frame arrived at this moment.
  function framesIn(data) {
    if (typeof data === 'number') return data;
    if (typeof data !== 'string') return 1;
    let n = 1;
    for (let i = data.indexOf('\\n'); i !== -1; i = data.indexOf('\\n', i + 1)) n++;
    return n;
  }

  function onFrameArrived(event) {
    if (!measuring) return;
    const arrived = performance.now();
    const n = framesIn(event.data);
    frames += n;
    for (let i = 0; i < n; i++) pending.push(arrived);
    if (rafScheduled) return;
    rafScheduled = true;
    requestAnimationFrame(() => {
      rafScheduled = false;
      batches.push(pending);
      pending = [];
      channel.port2.postMessage(0);
    });
  }

  class StampedSocket extends NativeSocket {
    constructor(url, protocols) {
      super(url, protocols);
      // Registered before the app's own listeners, so the stamp is taken first.
      this.addEventListener('message', onFrameArrived);
    }
  }
  window.WebSocket = StampedSocket;

  // Where a worker owns the feed's socket, each of its messages carries the frames it read: they
  // arrive on the page when that message does.
  function onWorkerMessage(event) {
    const msg = event.data;
    if (!msg || msg.kind !== 'frames' || !Array.isArray(msg.frames)) return;
    onFrameArrived({ data: msg.frames.length });
  }
  if (window.Worker) {
    const NativeWorker = window.Worker;
    window.Worker = class StampedWorker extends NativeWorker {
      constructor(url, options) {
        super(url, options);
        this.addEventListener('message', onWorkerMessage);
      }
    };
  }

  try {
    new PerformanceObserver((list) => {
      if (!measuring) return;
      for (const entry of list.getEntries()) if (entry.duration > 50) longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  } catch {
    // No long-task timing in this browser: the count stays empty.
  }

  window.__uiBench = {
    start() {
      frames = 0;
      samples.length = 0;
      longTasks.length = 0;
      pending = [];
      batches = [];
      startedAt = performance.now();
      measuring = true;
    },
    stop() {
      measuring = false;
      return {
        frames,
        seconds: (performance.now() - startedAt) / 1000,
        samples: samples.slice(),
        longTasks: longTasks.slice(),
      };
    },
  };
})();`;
