// Worker side of the tape era's corpus (result-corpus-ready.ts): built or read from the cache folder
// here, then handed over in slices whose point winners travel as one moved buffer each.
import { TOUR_FILE_SOURCES } from '../../data/results';
import { diskCached } from '../../data/disk-cache';
import type { ScoreState } from '../../../contract/markov/score-state';
import { buildCorpus, type CorpusBuild, RECON_SEASONS } from './result-corpus';

type Entry = CorpusBuild['entries'][number];
/** An entry on the wire: its reconstruction's final state stays, its point winners are packed apart. */
type WireEntry = Omit<Entry, 'recon'> & { final: ScoreState | null };

/** One slice of entries; entry k's point winners are `winners[ends[k-1] .. ends[k])` (none: equal ends, final null). */
export interface CorpusSlice {
  entries: WireEntry[];
  winners: Uint8Array;
  ends: Int32Array;
}

export interface CorpusDone {
  skipped: Record<string, number>;
  buildMs: number;
}

/** Entries per message: small enough that taking one in stays well under a frame of other work. */
const SLICE = 400;

interface Form {
  entries: (WireEntry & { w: string | null })[];
  skipped: Record<string, number>;
  buildMs: number;
}

/** The corpus from its cached form (keyed by the results files and this folder's code), else built. */
function corpus(): CorpusBuild {
  return diskCached<CorpusBuild, Form>({
    name: `tape-era-corpus-${RECON_SEASONS.join('-')}`,
    sources: TOUR_FILE_SOURCES,
    code: ['server/history/tape-era'],
    build: buildCorpus,
    encode: (b) => ({
      ...b,
      entries: b.entries.map(({ recon, ...e }) => ({
        ...e,
        final: recon?.final ?? null,
        w: recon ? Buffer.from(recon.winners).toString('base64') : null,
      })),
    }),
    decode: (f) => ({
      ...f,
      entries: f.entries.map(({ final, w, ...e }) => ({
        ...e,
        recon: final && w !== null ? { final, winners: new Uint8Array(Buffer.from(w, 'base64')) } : null,
      })),
    }),
  });
}

/** Emits the corpus in slices (`CorpusSlice`), then returns what is left (`CorpusDone`). */
export function buildResultCorpus(emit: (slice: CorpusSlice) => void): CorpusDone {
  const { entries, skipped, buildMs } = corpus();
  for (let at = 0; at < entries.length; at += SLICE) {
    const part = entries.slice(at, at + SLICE);
    const ends = new Int32Array(part.length);
    let total = 0;
    part.forEach((e, k) => {
      total += e.recon?.winners.length ?? 0;
      ends[k] = total;
    });
    const winners = new Uint8Array(total);
    const wire = part.map(({ recon, ...e }, k) => {
      if (recon) winners.set(recon.winners, k === 0 ? 0 : ends[k - 1]);
      return { ...e, final: recon?.final ?? null };
    });
    emit({ entries: wire, winners, ends });
  }
  return { skipped, buildMs };
}
