import { describe, expect, it } from 'vitest';
import { parseMessage } from './feed-socket';

const score = (id: number) => ({ type: 'score', match_id: id, score: { sets: [0, 1] } });

describe('parseMessage', () => {
  it('reads one frame', () => {
    expect(parseMessage(JSON.stringify(score(1)))).toEqual([score(1)]);
  });

  it('reads a newline-batched message in order, blank and trailing lines ignored', () => {
    const text = `${JSON.stringify(score(1))}\n\n${JSON.stringify(score(2))}\n${JSON.stringify(score(3))}\n`;
    expect(parseMessage(text)).toEqual([score(1), score(2), score(3)]);
  });

  it('keeps the good frames of a batch and drops a broken line', () => {
    const text = `${JSON.stringify(score(1))}\n{"type":"score",\n${JSON.stringify(score(3))}`;
    expect(parseMessage(text)).toEqual([score(1), score(3)]);
  });

  it('reads one frame printed over several lines as one frame', () => {
    expect(parseMessage(JSON.stringify(score(7), null, 2))).toEqual([score(7)]);
    expect(parseMessage(JSON.stringify({ list: [1, 2, [3]] }, null, 1))).toEqual([{ list: [1, 2, [3]] }]);
  });

  it('gives nothing for text that is not JSON', () => {
    expect(parseMessage('not json')).toEqual([]);
    expect(parseMessage('')).toEqual([]);
    expect(parseMessage('{"a":\n}')).toEqual([]);
  });

  it('reads the empty heartbeat object of the push protocol', () => {
    expect(parseMessage('{}')).toEqual([{}]);
    expect(parseMessage('{}\n{}')).toEqual([{}, {}]);
  });
});
