import { offThread } from '../../data/off-thread';
import { sliced } from '../../data/sliced';
import { type CorpusBuild, corpusHeld, holdCorpus, type ResultCorpus, resultCorpus } from './result-corpus';
import type { CorpusDone, CorpusSlice } from './result-corpus-worker';

const WORKER = new URL('./result-corpus-worker.ts', import.meta.url).href;
let loading: Promise<ResultCorpus> | null = null;

/** Unpacks the slices a worker sent, a few hundred entries per turn of the event loop. */
async function takeIn(slices: CorpusSlice[], done: CorpusDone): Promise<ResultCorpus> {
  const entries: CorpusBuild['entries'] = [];
  let [s, k] = [0, 0];
  const total = slices.reduce((n, x) => n + x.entries.length, 0);
  await sliced(total, () => {
    while (k >= slices[s].entries.length) [s, k] = [s + 1, 0];
    const { entries: part, winners, ends } = slices[s];
    const { final, ...e } = part[k];
    const from = k === 0 ? 0 : ends[k - 1];
    entries.push({ ...e, recon: final ? { final, winners: winners.subarray(from, ends[k]) } : null });
    k++;
  });
  // Built in place meanwhile (a synchronous reader got there first): that one stands.
  return corpusHeld() ? resultCorpus() : holdCorpus({ entries, ...done });
}

/**
 * The tape era's reconstructed results (2023–24), built in a worker on first use (seconds of
 * reconstruction that would stall every other request) or read there from the cache folder, and
 * taken in on this thread in slices; `resultCorpus()` then finds it in memory. A failed build is
 * tried again by the next call.
 */
export function resultCorpusReady(): Promise<ResultCorpus> {
  if (corpusHeld()) return Promise.resolve(resultCorpus());
  if (loading) return loading;
  const slices: CorpusSlice[] = [];
  loading = offThread<CorpusDone>(WORKER, 'buildResultCorpus', [], (part) => slices.push(part as CorpusSlice))
    .then((done) => takeIn(slices, done))
    .finally(() => {
      loading = null;
    });
  return loading;
}
