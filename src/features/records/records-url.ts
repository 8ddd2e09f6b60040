import { useSearchParams } from 'react-router-dom';
import type { CountRule } from './count-rule';
import type { RecordTour } from './record-match';

interface RecordsUrl {
  tour: RecordTour;
  rule: CountRule;
}

/** `?tour=wta`, `?olympics=0`, `?exhibitions=1`: defaults (ATP, the tours' rule) stay out of the URL. */
export function useRecordsUrl() {
  const [params, setParams] = useSearchParams();
  const state: RecordsUrl = {
    tour: params.get('tour') === 'wta' ? 'wta' : 'atp',
    rule: { olympics: params.get('olympics') !== '0', exhibitions: params.get('exhibitions') === '1' },
  };
  const update = (change: Partial<Record<'tour' | 'olympics' | 'exhibitions', string | null>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === null || v === undefined) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return [state, update] as const;
}
