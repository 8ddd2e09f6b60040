/**
 * The filter bar's place from md up, where the bar stands open as one row of compact selects (a
 * 16 px label over a 30 px select, 2 px apart: 48 px): drawn by the placeholder and while the bar's
 * code loads, so the sections below do not move down when it arrives. On a phone the bar is folded
 * behind the Filters button and takes no room, nor does its place.
 */
export function FilterBarPlace() {
  return <div aria-hidden="true" className="hidden h-12 md:block" />;
}
