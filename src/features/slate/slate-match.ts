import type { Match as WireMatch } from '../../../contract/match';
import type { Match } from '../../lib/match-types';

/**
 * A slate row as the filters and badges read it. The extra fields are optional because the tolerant
 * parse leaves a field the service did not send missing; a missing field never matches a filter.
 */
export type SlateMatch = Match &
  Partial<
    Pick<
      WireMatch,
      | 'tier'
      | 'indoor'
      | 'draw'
      | 'gender'
      | 'is_qualifying'
      | 'has_market'
      | 'has_analysis'
      | 'scheduled_time'
      | 'event_status'
      | 'event_status_updated_at'
      | 'winner'
      | 'outcome'
      | 'withdrew'
    >
  >;
