// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { renderAt } from '../../test/test-render';
import { TOURS_RULE } from './count-rule';
import type { RecordMatch } from './record-match';
import { archiveMatchesFromRawFile } from './test-results-files';
import { TitleTables } from './title-tables';

let wta: RecordMatch[];
beforeAll(() => {
  wta = archiveMatchesFromRawFile('wta');
});
afterEach(cleanup);

it("dates a winning run by its events' weeks, each date kept whole, from the results files", () => {
  renderAt('/records', '/records', <TitleTables tour="wta" matches={wta} rule={TOURS_RULE} />);
  const table = screen.getByRole('table', { name: /Longest winning streaks/ });
  expect(within(table).getByRole('columnheader', { name: 'Weeks of first – last win' })).toBeInTheDocument();
  const first = within(table).getAllByRole('row')[1];
  // Navratilova's 74 from the event of 20 Feb 1984 to that of 26 Nov 1984.
  expect(first).toHaveTextContent('Martina Navratilova');
  expect(first).toHaveTextContent('74');
  const from = within(first).getByText('20 Feb 1984');
  expect(from).toHaveClass('whitespace-nowrap');
  expect(within(first).getByText('26 Nov 1984')).toHaveClass('whitespace-nowrap');
});
