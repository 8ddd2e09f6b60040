/** Which sides of a horizontally scrolling box hide content (columns, tabs): the cue a phone user needs to swipe. */
export function scrollEdges(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): {
  left: boolean;
  right: boolean;
} {
  // One pixel of slack: zoomed layouts report fractional widths that never quite meet.
  const hidden = box.scrollWidth - box.clientWidth;
  return { left: box.scrollLeft > 1, right: hidden - box.scrollLeft > 1 };
}
