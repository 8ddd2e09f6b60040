import { describe, expect, it } from 'vitest';
import { type TabSpan, tabScrollTarget, tabStripEndSpace } from './tab-strip-scroll';

// A draw's round tabs on a 390 px phone (a 358 px strip), as Chromium lays them out: each label with
// 12 px of padding either side and 4 px between tabs.
const widths = [116, 104, 104, 112, 122, 106, 65]; // Round of 128 … Final
const ROUNDS: TabSpan[] = [];
for (const w of widths) {
  const start = ROUNDS.length ? ROUNDS[ROUNDS.length - 1].end + 4 : 0;
  ROUNDS.push({ start, end: start + w });
}
const VIEW = 358;
const QF = 4;
const starts = ROUNDS.map((t) => t.start);

describe('tabStripEndSpace', () => {
  it('is nothing when every tab fits', () => {
    expect(tabStripEndSpace(ROUNDS.slice(0, 3), VIEW)).toBe(0);
    expect(tabStripEndSpace([], VIEW)).toBe(0);
  });

  it('lets the strip rest on a tab start with the last tab whole', () => {
    const space = tabStripEndSpace(ROUNDS, VIEW);
    const last = ROUNDS[ROUNDS.length - 1];
    const max = last.end + 4 + space - VIEW;
    expect(starts).toContain(max);
    expect(last.end).toBeLessThanOrEqual(max + VIEW);
  });
});

describe('tabScrollTarget', () => {
  it('rests on a tab start, showing the tab before the chosen one whole: no sliver of a label', () => {
    const max = ROUNDS[ROUNDS.length - 1].end + 4 + tabStripEndSpace(ROUNDS, VIEW) - VIEW;
    const target = tabScrollTarget(ROUNDS, QF, VIEW, 0, max);
    expect(target).toBe(ROUNDS[QF - 1].start);
    expect(ROUNDS[QF].end).toBeLessThanOrEqual((target ?? 0) + VIEW);
  });

  it('shows the chosen tab alone at the left when it and the one before do not both fit', () => {
    const wide: TabSpan[] = [
      { start: 0, end: 200 },
      { start: 204, end: 404 },
      { start: 408, end: 608 },
    ];
    expect(tabScrollTarget(wide, 2, 358, 0, 250)).toBe(250);
    expect(tabScrollTarget(wide, 1, 358, 0, 250)).toBe(204);
  });

  it('leaves a strip alone when the chosen tab is whole and no label is cut', () => {
    expect(tabScrollTarget(ROUNDS, 1, VIEW, 0, 500)).toBeNull();
    expect(tabScrollTarget(ROUNDS, QF, VIEW, ROUNDS[3].start, 500)).toBeNull();
  });

  it('moves a strip left resting mid-label onto a tab start', () => {
    const target = tabScrollTarget(ROUNDS, QF, VIEW, ROUNDS[3].start + 30, 500);
    expect(starts).toContain(target);
  });

  it('never scrolls past the end of the strip', () => {
    const max = ROUNDS[ROUNDS.length - 1].end + 4 + tabStripEndSpace(ROUNDS, VIEW) - VIEW;
    const target = tabScrollTarget(ROUNDS, ROUNDS.length - 1, VIEW, 0, max);
    expect(target).toBe(max);
    expect(starts).toContain(target);
  });
});
