import { describe, expect, it } from 'vitest';
import { BATCH_MAX, createTurnBatcher } from './ws-proxy';

const nextTurn = () => new Promise((r) => setImmediate(r));

describe('gateway: frames batched per event-loop turn', () => {
  it('sends the frames of one turn as one newline-delimited message, in order', async () => {
    const sent: string[] = [];
    const batcher = createTurnBatcher((t) => sent.push(t));
    batcher.push('{"a":1}');
    batcher.push('{"a":2}');
    expect(sent).toEqual([]);
    await nextTurn();
    batcher.push('{"a":3}');
    await nextTurn();
    expect(sent).toEqual(['{"a":1}\n{"a":2}', '{"a":3}']);
  });

  it(`splits a burst into messages of at most ${BATCH_MAX} frames`, async () => {
    const sent: string[] = [];
    const batcher = createTurnBatcher((t) => sent.push(t));
    const frames = Array.from({ length: BATCH_MAX * 2 + 1 }, (_, i) => JSON.stringify({ i }));
    for (const f of frames) batcher.push(f);
    await nextTurn();
    expect(sent.map((m) => m.split('\n').length)).toEqual([BATCH_MAX, BATCH_MAX, 1]);
    expect(sent.join('\n').split('\n')).toEqual(frames);
  });

  it('flush sends what is pending at once (an error frame before its close), and nothing twice', async () => {
    const sent: string[] = [];
    const batcher = createTurnBatcher((t) => sent.push(t));
    batcher.push('{"type":"error","error":"upgrade_required"}');
    batcher.flush();
    expect(sent).toEqual(['{"type":"error","error":"upgrade_required"}']);
    await nextTurn();
    expect(sent).toHaveLength(1);
  });
});
