// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { HistoryMatch } from '../../../contract/history-matches';
import { renderAt } from '../../test/test-render';
import { HistoryMatchRow } from './history-match-row';
import { makeHistoryMatch } from './test-history';

afterEach(cleanup);

/** A calendar day as the reader's locale writes it (the test runner's locale stands in for the browser's). */
const readerDay = (y: number, m: number, d: number) =>
  new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d, 12));

it('names the real event a replay stands for, dated by the day that event began', () => {
  const replay = {
    ...makeHistoryMatch(),
    replay: { original_event: '2022 US Open', original_date: '2022-08-29' },
  } as HistoryMatch;
  renderAt('/history', '/history', <HistoryMatchRow match={replay} />);
  expect(screen.getByTestId('history-row-replay')).toHaveTextContent(
    `replays the 2022 US Open (event began ${readerDay(2022, 8, 29)})`,
  );
  expect(screen.getByTestId('history-row-replay')).not.toHaveTextContent('2022-08-29');
});

it('dates a 2023–24 result, which has no clock, by its event start', () => {
  const result = {
    ...makeHistoryMatch({ live_at: null, scheduled_time: null }),
    event_date: '2023-03-06',
  } as HistoryMatch;
  renderAt('/history', '/history', <HistoryMatchRow match={result} />);
  expect(screen.getByTestId('history-row-when')).toHaveTextContent(`Event began ${readerDay(2023, 3, 6)}`);
  expect(screen.queryByTestId('history-row-replay')).toBeNull();
});
