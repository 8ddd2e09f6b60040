import { describe, expect, it } from 'vitest';
import { scoreFrame } from '../merge/test-frames';
import { appLiveCore, onScoreApplied } from './live-core';
import { appLiveStore } from './live-store';

describe('the app live core', () => {
  it('is the state the merge writes: views subscribed before the feed loads see its frames', () => {
    // Views and the query layer subscribe to the core at first render; the merge arrives later.
    const core = appLiveCore();
    const heard: number[] = [];
    const stop = onScoreApplied((id) => heard.push(id));
    let frames = 0;
    core.onFramesReceived(() => frames++);
    const live = appLiveStore();
    expect(live.store).toBe(core.store);
    live.framesReceived([scoreFrame(7, 1)]);
    expect(frames).toBe(1);
    live.matchMerged(7, 8);
    expect(heard).toContain(7);
    expect(core.store.getState().merged[7]).toBe(8);
    stop();
  });
});
