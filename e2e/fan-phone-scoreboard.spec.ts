import { expect, test } from './journey';
import { expectNoHorizontalScroll, inScheme, serviceGet } from './journey-helpers';

// Persona: a fan on a 390 px phone opening a five-set men's singles match. Beside five set columns the
// scoreboard's name cell is narrow; the players' names must still read whole: no name drawn at no
// width, none clipped, and no word of a name broken across two lines ("Nova / k…").

interface Listed {
  id: number;
  players: { p1: { name: string }; p2: { name: string } };
  score: { games: number[][] | null } | null;
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a five-set scoreboard shows both names whole, never cut inside a word', async ({
  page,
  gateway,
}) => {
  const { data } = await serviceGet<{ data: Listed[] }>('/matches?status=completed&limit=200', gateway.key);
  // Singles: a doubles pair ("A / B v C / D") may take more than the cell's two lines, and is then
  // cut with its whole names on hover, by design (PlayerCell).
  const singles = (m: Listed) => !m.players.p1.name.includes(' / ') && !m.players.p2.name.includes(' / ');
  const fiveSets = data.filter((m) => singles(m) && (m.score?.games?.[0]?.length ?? 0) === 5);
  expect(fiveSets.length).toBeGreaterThan(0);
  // The longest pair of names the list has: the narrowest room for them.
  const length = (m: Listed) => m.players.p1.name.length + m.players.p2.name.length;
  const match = fiveSets.reduce((a, b) => (length(b) > length(a) ? b : a));

  await page.goto(`/matches/${match.id}`);
  const names = page.getByRole('table').first().getByTestId('player-name');
  await expect(names).toHaveText([match.players.p1.name, match.players.p2.name]);
  for (const scheme of ['light', 'dark'] as const) {
    await inScheme(page, scheme);
    const drawn = await names.evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        // Each word's boxes: a word broken across lines has two.
        const text = el.firstChild as Text;
        const broken: string[] = [];
        for (const m of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index ?? 0);
          range.setEnd(text, (m.index ?? 0) + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
        return { width: box.width, clipped: el.scrollHeight > el.clientHeight + 1, broken };
      }),
    );
    for (const name of drawn) {
      expect(name.width).toBeGreaterThan(40);
      expect(name.clipped).toBe(false);
      expect(name.broken).toEqual([]);
    }
  }
  await expectNoHorizontalScroll(page);
});
