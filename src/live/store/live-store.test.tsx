// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scoreAt, scoreFrame, withdrawnFrame } from '../merge/test-frames';
import { createFrameBatcher } from './frame-batcher';
import { LiveStoreProvider, useLiveScore } from './live-hooks';
import { createLiveStore } from './live-store';

function Row({ id, renders }: { id: number; renders: Record<number, number> }) {
  const score = useLiveScore(id);
  renders[id] = (renders[id] ?? 0) + 1;
  return <span data-testid={`m${id}`}>{score ? score.points?.join('-') : 'none'}</span>;
}

describe('live store', () => {
  it("one match's frame re-renders only that match", () => {
    const live = createLiveStore(() => 1_000);
    const renders: Record<number, number> = {};
    const view = render(
      <LiveStoreProvider store={live}>
        <Row id={1} renders={renders} />
        <Row id={2} renders={renders} />
      </LiveStoreProvider>,
    );
    act(() => live.framesReceived([scoreFrame(1, 1), scoreFrame(2, 1)]));
    const before = { ...renders };
    act(() => live.framesReceived([scoreFrame(2, 2)]));
    expect(renders[1]).toBe(before[1]);
    expect(renders[2]).toBe(before[2] + 1);
    expect(view.getByTestId('m2').textContent).toBe('2-0');
  });

  it('tells score listeners about applied and rolled-back scores, not duplicates', () => {
    const live = createLiveStore(() => 1_000);
    const heard: [number, number | null][] = [];
    live.onScoreApplied((id, s) => heard.push([id, s?.sequence ?? null]));
    live.framesReceived([scoreFrame(4, 1), scoreFrame(4, 2), scoreFrame(4, 2)]);
    live.framesReceived([withdrawnFrame(4, 2)]);
    live.scoreRead(4, scoreAt(1), 2_000);
    expect(heard).toEqual([
      [4, 2],
      [4, 1],
      [4, 1],
    ]);
    expect(live.store.getState().scores[4].needsRefetch).toBe(false);
  });

  it('batches a burst into one store write', () => {
    const live = createLiveStore(() => 1_000);
    let writes = 0;
    live.store.subscribe(() => writes++);
    const pending: (() => void)[] = [];
    const batcher = createFrameBatcher(live.framesReceived, (f) => pending.push(f));
    batcher.push([scoreFrame(1, 1)]);
    batcher.push([scoreFrame(1, 2), scoreFrame(2, 1)]);
    expect(pending).toHaveLength(1);
    pending[0]();
    expect(writes).toBe(1);
    expect(live.store.getState().scores[1].sequence).toBe(2);
  });
});
