import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryTape, HistoryTapeRow } from '../../contract/history-matches';
import { fiveSetter, historyTapeBody } from '../lib/test-tape-fixtures';
import { parseTolerantSliced } from './sliced-parse';
import { parseTolerant } from './tolerant-parse';

const TAPE = { key: 'tape', row: HistoryTapeRow };

// Each call reads 10 ms later: every row's check overruns its slice.
const slowClock = () => {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => {
    now += 10;
    return now;
  });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tape checked in slices', () => {
  it('gives a clean tape exactly as the whole check does', async () => {
    const body = { ...historyTapeBody(7, fiveSetter()), added_later: { x: 1 } };
    const sliced = await parseTolerantSliced(HistoryTape, TAPE, structuredClone(body));
    expect(sliced).toEqual(parseTolerant(HistoryTape, structuredClone(body)));
    expect(sliced.value.tape.length).toBeGreaterThan(500);
    expect(Object.keys(sliced.value)).toEqual(Object.keys(body));
  });

  it('gives the main thread back between slices: a task queued before it runs before it ends', async () => {
    slowClock();
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await parseTolerantSliced(HistoryTape, TAPE, historyTapeBody(7, fiveSetter())).then(() =>
      order.push('check done'),
    );
    expect(order).toEqual(['queued task', 'check done']);
  });

  it('degrades an odd row as the whole check does (the row keeps its place, the field goes null)', async () => {
    const rows: unknown[] = fiveSetter();
    rows[3] = { ...(rows[3] as object), danger: 'high', win_probability_p1: '0.6' };
    const body = historyTapeBody(7, rows as ReturnType<typeof fiveSetter>);
    const sliced = await parseTolerantSliced(HistoryTape, TAPE, structuredClone(body));
    const whole = parseTolerant(HistoryTape, structuredClone(body));
    expect(sliced).toEqual(whole);
    expect(sliced.degraded).toEqual(expect.arrayContaining(['tape.3.danger', 'tape.3.win_probability_p1']));
    expect(sliced.value.tape[3].danger).toBeNull();
  });

  it('drops a row whose shape is wrong, as the whole check does', async () => {
    const rows: unknown[] = fiveSetter();
    rows[5] = 'not a row';
    const body = historyTapeBody(7, rows as ReturnType<typeof fiveSetter>);
    const sliced = await parseTolerantSliced(HistoryTape, TAPE, structuredClone(body));
    expect(sliced).toEqual(parseTolerant(HistoryTape, structuredClone(body)));
    expect(sliced.value.tape).toHaveLength(rows.length - 1);
  });

  it('answers a body without a list as the whole check does', async () => {
    const body = { ...historyTapeBody(7, []), tape: 'none' };
    const sliced = await parseTolerantSliced(HistoryTape, TAPE, structuredClone(body));
    expect(sliced).toEqual(parseTolerant(HistoryTape, structuredClone(body)));
    expect(sliced.value.tape).toBeNull();
    await expect(parseTolerantSliced(HistoryTape, TAPE, 'not json')).rejects.toMatchObject({
      kind: 'contract',
    });
  });
});
