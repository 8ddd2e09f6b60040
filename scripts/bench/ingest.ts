import type { FeedFrame } from '../../contract/feed-frames';
import { applyFrames, emptyLiveData } from '../../src/live/merge/apply-frames';
import { pointFrame, pointUpdateFrame, scoreFrame, withdrawnFrame } from '../../src/live/merge/test-frames';

// Ingest half of `npm run bench:client`: a slate of 500 live matches streaming score, point and
// point_update frames (with duplicates, local reordering and a few withdrawals) through the real
// merge functions in animation-frame-sized batches. Frames are synthetic stand-ins built from the
// contract's sample shapes (simulated: no tennis result is claimed), parsed once up front as the
// feed client does before the store sees them.

const MATCHES = 500;
const SCORES_PER_MATCH = 60;
const POINTS_PER_MATCH = 200;
// One animation frame's worth of frames at the target rate (1,000,000 frames/s ÷ 60 Hz).
const BATCH = 16_667;

/** Deterministic PRNG so every run measures the same stream. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The slate's frames in arrival order: round-robin over matches, 8% duplicated, neighbours swapped. */
export function slateStream(seed = 7): FeedFrame[] {
  const random = mulberry32(seed);
  const perMatch: FeedFrame[][] = [];
  for (let m = 0; m < MATCHES; m++) {
    const id = 100_000 + m;
    const frames: FeedFrame[] = [];
    let point = 1;
    for (let s = 1; s <= SCORES_PER_MATCH; s++) {
      frames.push(scoreFrame(id, s));
      if (random() < 0.01) frames.push(withdrawnFrame(id, s));
      const until = Math.round((s / SCORES_PER_MATCH) * POINTS_PER_MATCH);
      for (; point <= until; point++) {
        frames.push(pointFrame(id, point));
        if (random() < 0.1) frames.push(pointUpdateFrame(id, point, 1, 'ace'));
      }
    }
    perMatch.push(frames);
  }
  const out: FeedFrame[] = [];
  for (let i = 0; perMatch.some((f) => i < f.length); i++)
    for (const frames of perMatch) if (i < frames.length) out.push(frames[i]);
  for (let i = out.length - 1; i > 0; i--) {
    if (random() < 0.08) out.splice(i, 0, out[i]);
    if (random() < 0.05) [out[i - 1], out[i]] = [out[i], out[i - 1]];
  }
  return out;
}

/** One timed run: frames per second of wall time and of this process's CPU time. */
function ingestOnce(frames: readonly FeedFrame[]): { wall: number; cpu: number } {
  let data = emptyLiveData();
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < frames.length; i += BATCH) data = applyFrames(data, frames.slice(i, i + BATCH), i);
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  if (Object.keys(data.scores).length !== MATCHES) throw new Error('ingest lost matches');
  return { wall: frames.length / (ms / 1000), cpu: frames.length / ((cpu.user + cpu.system) / 1e6) };
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Frames per second the live store's merge ingests: median of 7 timed runs after a warm-up.
 * `ingest_frames_per_s` is per second of wall time; on a shared machine the CPU-time figure beside
 * it says what the merge itself costs when other processes take the cores.
 */
export function ingestFigures(): {
  ingest_frames_per_s: number;
  ingest_frames_per_cpu_s: number;
  ingest_frames: number;
  ingest_matches: number;
} {
  const frames = slateStream();
  ingestOnce(frames);
  const runs = Array.from({ length: 7 }, () => ingestOnce(frames));
  return {
    ingest_frames_per_s: Math.round(median(runs.map((r) => r.wall))),
    ingest_frames_per_cpu_s: Math.round(median(runs.map((r) => r.cpu))),
    ingest_frames: frames.length,
    ingest_matches: MATCHES,
  };
}
