/**
 * Runs `task` once the next frame has been painted: in the task after that frame's animation-frame
 * callbacks, which runs once the frame has been handed to the compositor. At once (synchronously) in
 * a hidden tab or where there are no frames. Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  if (
    typeof document === 'undefined' ||
    document.visibilityState === 'hidden' ||
    typeof requestAnimationFrame !== 'function'
  ) {
    task();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
