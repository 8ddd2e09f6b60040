import { expect, test } from './journey';
import { expectNoHorizontalScroll, serviceGet } from './journey-helpers';

// Persona: an analyst checks a rivalry that runs past the archive's end: Alcaraz v Djokovic must
// include their 2023–24 meetings from the real results, each dated, with its winner and tape.

test.describe.configure({ timeout: 180_000 });

type Meeting = {
  era: string;
  basis?: string;
  match_id?: number;
  date: string | null;
  tournament: string | null;
  winner: 1 | 2 | null;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};
const P1 = 'Carlos Alcaraz';
const P2 = 'Novak Djokovic';

test('Alcaraz v Djokovic includes their 2023–24 meetings, each dated by its week, with winner and tape', async ({
  page,
  gateway,
}) => {
  const h2h = await serviceGet<{ meetings: Meeting[] }>(
    `/h2h?p1=${encodeURIComponent(P1)}&p2=${encodeURIComponent(P2)}`,
  );
  // The real 2023–24 results, whatever the replayed world has added beside them.
  const recent = h2h.meetings.filter(
    (m) => m.era === 'current' && m.basis === 'result' && /^202[34]-/.test(m.date ?? ''),
  );
  // Roland Garros 2023 to the 2024 Olympic final: six meetings in the results files.
  expect(recent.length).toBeGreaterThanOrEqual(6);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/h2h?${new URLSearchParams({ a: P1, b: P2 })}`);
  await expect(page.getByTestId('h2h-meeting').first()).toBeVisible({ timeout: 60_000 });
  for (const m of recent) {
    // One row per meeting, known by its tape: the replayed 2023-on match of the same id.
    const tape = page.locator(`a[href="/history/matches/${m.match_id}"]`);
    const row = page.getByTestId('h2h-meeting').filter({ has: tape });
    await expect(row, `${m.tournament} ${m.date}`).toHaveCount(1);
    await expect(row).toContainText(m.tournament ?? '');
    await expect(row).toContainText(m.winner === 1 ? P1 : P2);
    await expect(tape).toHaveAccessibleName(/^Tape of/);
    // Dated by its event's first day, or by its own day where the match was charted.
    const year = (m.date ?? '').slice(0, 4);
    await expect(row).toContainText(
      new RegExp(`week of ${day(m.date ?? '')}|\\d{1,2} [A-Z][a-z]{2} ${year}`),
    );
  }
  // Their first meeting, the 2022 Madrid semi-final, is the archive's: the rivalry reads as one list.
  await expect(page.getByTestId('h2h-meeting').filter({ hasText: 'Madrid' }).first()).toContainText(
    'week of 2 May 2022',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
