import {
  AbuseThrottled,
  AmbiguousName,
  BadRequest,
  MatchMerged,
  NothingForMatch,
  PlayerMerged,
  RateLimitedDay,
  RateLimitedMinute,
  UpgradeRequired,
} from '../errors';
import { Health } from '../health';
import { MatchDetail, MatchList, WithdrawnMatchList } from '../match';
import { WsTokenResponse } from '../push-feed';
import { Score } from '../score';
import { USAGE_PATH, Usage } from '../usage';
import * as vocabularies from '../vocabularies';
import type { MiniModule } from './mini-source';

/**
 * The contract schemas the slate's first JS reads (its API layer, error model and status strip),
 * generated as zod/mini into `browser-schemas.ts`; every other view keeps the full schemas.
 */
export const browserSchemas: MiniModule = {
  constants: { USAGE_PATH },
  vocabularies: { from: '../vocabularies', lists: vocabularies },
  schemas: {
    AbuseThrottled: [AbuseThrottled, '../errors'],
    AmbiguousName: [AmbiguousName, '../errors'],
    BadRequest: [BadRequest, '../errors'],
    MatchMerged: [MatchMerged, '../errors'],
    NothingForMatch: [NothingForMatch, '../errors'],
    PlayerMerged: [PlayerMerged, '../errors'],
    RateLimitedDay: [RateLimitedDay, '../errors'],
    RateLimitedMinute: [RateLimitedMinute, '../errors'],
    UpgradeRequired: [UpgradeRequired, '../errors'],
    Health: [Health, '../health'],
    MatchDetail: [MatchDetail, '../match'],
    MatchList: [MatchList, '../match'],
    WithdrawnMatchList: [WithdrawnMatchList, '../match'],
    WsTokenResponse: [WsTokenResponse, '../push-feed'],
    Score: [Score, '../score'],
    Usage: [Usage, '../usage'],
  },
};

/** Where the generated module lives and the command that writes it. */
export const BROWSER_SCHEMAS_FILE = 'contract/mini/browser-schemas.ts';
export const MINI_GENERATOR = 'scripts/contract/write-mini.ts';
