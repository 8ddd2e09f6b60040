import { expect, test } from './journey';
import { expectNoHorizontalScroll, snapshot, tierNotices, WIDTHS } from './journey-helpers';

// Persona: a fan on the FREE key watches what is live, opens a match, and on the paid tabs is told
// which tier opens them instead of meeting an empty pane.

test.use({ tier: 'free' });

// The match centre's tabs above FREE, by the tier the spec puts their endpoint in.
const PAID_TABS = [
  { tab: 'Market', tier: 'PRO' },
  { tab: 'Events', tier: 'PRO' },
  { tab: 'Overview', tier: 'ULTRA' },
  { tab: 'Points', tier: 'ULTRA' },
  { tab: 'Stats', tier: 'ULTRA' },
  { tab: 'Corrections', tier: 'ULTRA' },
  { tab: 'Analysis', tier: 'ULTRA' },
] as const;

for (const size of WIDTHS) {
  test(`a FREE fan watches the slate and meets tier notices in the match centre (${size.width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/`);

    const strip = page.getByRole('region', { name: 'Connection status' });
    await expect(strip).toContainText('FREE');
    await expect(page.getByRole('heading', { level: 1, name: 'Live matches' })).toBeVisible();
    const row = page.getByTestId('live-match').first();
    await expect(row).toBeVisible();
    const names = row.getByTestId('player-name');
    await expect(names).toHaveCount(2);
    for (const name of await names.allTextContents()) expect(name.trim()).not.toBe('');
    await expect(row.getByTestId('score-sets').first()).toHaveText(/^(\d+|–)$/);
    await expectNoHorizontalScroll(page);
    await snapshot(page, testInfo, `fan-free-slate-${size.width}`);

    // Opening a match is a link a keyboard reaches too; follow it as a click would.
    const [p1] = await names.allTextContents();
    const link = row.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/matches\/\d+/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}`));
    // A doubles team reads by surnames on the slate ("Sousa / Thompson") and in full on the page.
    for (const part of p1.split(' / ')) {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(part.trim());
    }
    await expect(page.getByRole('tablist', { name: 'Match views' })).toBeVisible();

    for (const { tab, tier } of PAID_TABS) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}`));
      const notice = tierNotices(page);
      await expect(notice, `${tab} tab`).toBeVisible();
      await expect(notice, `${tab} tab names its tier`).toContainText(tier);
      await expectNoHorizontalScroll(page);
      if (tab === 'Market' || tab === 'Overview')
        await snapshot(page, testInfo, `fan-free-match-${tab.toLowerCase()}-${size.width}`);
    }
  });
}
