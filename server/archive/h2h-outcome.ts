/** How a meeting ended, in one vocabulary over both halves. */
export type MeetingOutcome = 'completed' | 'retired' | 'default' | 'walkover' | 'abandoned';

/**
 * The winner a meeting counts for, on the same rule in both halves: a walkover is no match played
 * (the side that advanced won no meeting) and an abandoned match has no winner; both count as
 * undecided. Retirements and defaults were played and keep their winner.
 */
export function meetingWinner(outcome: string | null, advanced: 1 | 2 | null): 1 | 2 | null {
  return outcome === 'walkover' || outcome === 'abandoned' ? null : advanced;
}
