import { useCallback, useRef } from 'react';

/**
 * The benchmark's hooks: `tape:data` is marked when a tape's data first renders, and
 * `tape:render` measured from it once the charts have drawn (the returned callback), once per tape
 * load. `data` is the loaded tape's identity: a new read gives a new mark and a new measure.
 */
export function useRenderMeasure(data: unknown): () => void {
  const marked = useRef<unknown>(null);
  const measured = useRef<unknown>(null);
  // Marked during render on purpose: the measure has to include the render itself. The ref makes it once.
  if (data !== null && marked.current !== data) {
    marked.current = data;
    performance.mark('tape:data');
  }
  return useCallback(() => {
    if (data === null || measured.current === data) return;
    measured.current = data;
    try {
      performance.measure('tape:render', 'tape:data');
    } catch {
      // A cleared mark (e.g. by another tool) must not break the page.
    }
  }, [data]);
}
