import { describe, expect, it } from 'vitest';
import { buildThenReplay } from '../../data/replay-test-kit';

const TAPE = new URL('./elo-tape.ts', import.meta.url).href;

// A later start answers Elo from the recording of the first start's build (off-thread-record.ts):
// it must be the tape the build made, value for value.
describe('the Elo tape recorded in the cache folder', () => {
  it("replays the WTA tape's whole result equal to its build", async () => {
    const { built, replayed, recordingBytes } = await buildThenReplay(
      TAPE,
      'buildPackedEloTape',
      ['wta'],
      'elo',
    );
    expect(recordingBytes).toBeGreaterThan(1_000_000);
    expect(replayed).toEqual(built);
  }, 300_000);
});
