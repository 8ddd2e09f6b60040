import { z } from 'zod';
import { ScoreWithdrawnFrame } from './feed-frames';

// shape ours: "one row per refused sequence, each carrying the score_withdrawn frame as pushed";
// the row is that frame itself, so a client can replay it through its frame handler.
/** One refused score state, as the `score_withdrawn` frame that announced it. */
export const WithdrawalRow = ScoreWithdrawnFrame;

/** `GET /matches/{id}/withdrawals` (ULTRA): oldest first; empty `data` means nothing was withdrawn. */
export const Withdrawals = z.looseObject({
  match_id: z.int(),
  data: z.array(WithdrawalRow),
});
export type Withdrawals = z.infer<typeof Withdrawals>;
