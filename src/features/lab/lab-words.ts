import type { BackSide, ExitAt, LabRule, Moment } from './lab-rule';

export const BACK_WORDS: Record<BackSide, string> = {
  edge: 'the player the model rates above the market',
  server: 'the server',
  receiver: 'the receiver',
  favourite: 'the market favourite',
  underdog: 'the market underdog',
};

export const MOMENT_WORDS: Record<Moment, string> = {
  any: 'on any point',
  break_point: 'at a break point against the server',
  tiebreak: 'in a tiebreak',
};

export const EXIT_WORDS: Record<ExitAt, string> = {
  game: 'at the end of the game',
  set: 'at the end of the set',
  match: 'at the end of the match',
};

/** The rule as a sentence a trader reads back. */
export function ruleSentence(rule: LabRule): string {
  const edge =
    rule.minEdgePp === null
      ? ''
      : rule.back === 'edge'
        ? ` by ${rule.minEdgePp} pp or more`
        : `, when the model rates them ${rule.minEdgePp} pp or more above the market`;
  return `Back ${BACK_WORDS[rule.back]}${edge} ${MOMENT_WORDS[rule.moment]} for a stake of ${rule.stake}; close ${EXIT_WORDS[rule.exit]} (the result settles a trade still open).`;
}
