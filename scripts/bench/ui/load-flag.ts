// A figure taken while the machine was busier than its cores is not a quiet-machine figure: every
// phase of bench:ui notes the load beside its figures and flags the ones taken above the core count.
import { availableParallelism, loadavg } from 'node:os';

export interface LoadNote {
  load_1m: number;
  cores: number;
  /** The 1-minute load average exceeded the core count: the figure is not of a quiet machine. */
  busy: boolean;
}

/** The machine's load now. */
export function loadNow(): LoadNote {
  const load = Math.round(loadavg()[0] * 100) / 100;
  const cores = availableParallelism();
  return { load_1m: load, cores, busy: load > cores };
}

/** The higher of the loads at a phase's start and end (a phase is as busy as its busiest moment). */
export function phaseLoad(start: LoadNote, end: LoadNote = loadNow()): LoadNote {
  return start.load_1m >= end.load_1m ? start : end;
}

/** "(load 3.1 on 2 cores: BUSY, not a quiet-machine figure)" or "(load 0.8 on 2 cores)". */
export function loadText(note: LoadNote): string {
  return note.busy
    ? `(load ${note.load_1m} on ${note.cores} cores: BUSY, not a quiet-machine figure)`
    : `(load ${note.load_1m} on ${note.cores} cores)`;
}
