import { apiGet, lazySchema } from '../../api/http';
import { getScore } from '../../api/matches';
import { getPoints } from '../../api/points';
import type { LiveFetchers } from './live-fetchers';

// The light schema, as the slate's reads use (api/matches.ts): starting the feed builds no full
// contract schema on the page.
const WsTokenResponse = lazySchema(
  () => import('../../../contract/mini/browser-schemas'),
  (m) => m.WsTokenResponse(),
);

/** The live store's REST reads through the app's typed fetch layer (its connection and budget). */
export const apiFetchers: LiveFetchers = {
  score: (matchId, signal) => getScore(matchId, {}, { signal }),
  points: (matchId, afterSeq, signal) => getPoints(matchId, { after_seq: afterSeq }, { signal }),
};

/** `GET /ws-token` through the fetch layer (in gateway mode the gateway mints it with its key). */
export const fetchWsToken = () => apiGet('/ws-token', {}, WsTokenResponse);
