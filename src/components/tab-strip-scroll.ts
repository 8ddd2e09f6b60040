/** Where one tab sits along its strip's content, in pixels from the content's start. */
export interface TabSpan {
  start: number;
  end: number;
}

// A strip that scrolls rests only on a tab's start (scroll-snap), so its left edge never cuts a label
// to a sliver ("nd of 16"); its right edge is faded where a tab runs on. These two rules pick the
// resting places.

/**
 * The blank the strip needs after its last tab (beyond the gap before it) so that it can rest on a
 * tab's start with the last tab whole in view: without it the furthest scroll would cut the tab at the
 * left edge. 0 when every tab fits.
 */
export function tabStripEndSpace(tabs: readonly TabSpan[], view: number): number {
  const last = tabs.at(-1);
  if (!last || last.end <= view) return 0;
  const gap = tabs.length > 1 ? tabs[1].start - tabs[0].end : 0;
  const from = tabs.find((t) => last.end - t.start <= view) ?? last;
  return Math.max(0, from.start + view - last.end - gap);
}

/**
 * The scroll offset that shows the chosen tab whole, resting on a tab's start: the tab before it too
 * when both fit, so the user sees where they came from. Null when the chosen tab is already whole in
 * view and no label is cut at the left edge. `max` is the furthest the strip scrolls.
 */
export function tabScrollTarget(
  tabs: readonly TabSpan[],
  index: number,
  view: number,
  scrollLeft: number,
  max: number,
): number | null {
  const tab = tabs[index];
  if (!tab) return null;
  // One pixel of slack: zoomed layouts report fractional offsets that never quite meet.
  const whole = tab.start >= scrollLeft - 1 && tab.end <= scrollLeft + view + 1;
  const resting = scrollLeft <= 1 || tabs.some((t) => Math.abs(t.start - scrollLeft) <= 1);
  if (whole && resting) return null;
  const before = tabs[index - 1];
  const target = before && tab.end - before.start <= view ? before.start : tab.start;
  return Math.max(0, Math.min(target, max));
}
