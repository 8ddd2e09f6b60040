import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL parameter naming the expanded card's match, so a shared link opens the same card. */
const EXPANDED_PARAM = 'card';

/** The one expanded card (its match id, or null) and the toggle a card's button calls. */
export function useExpandedCard(): [number | null, (matchId: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(EXPANDED_PARAM));
  const expanded = params.has(EXPANDED_PARAM) && Number.isInteger(raw) && raw > 0 ? raw : null;
  const toggle = useCallback(
    (matchId: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (next.get(EXPANDED_PARAM) === String(matchId)) next.delete(EXPANDED_PARAM);
          else next.set(EXPANDED_PARAM, String(matchId));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [expanded, toggle];
}
