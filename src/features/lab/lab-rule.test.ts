import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE, readRule, writeRule } from './lab-rule';
import { ruleSentence } from './lab-words';

describe('the rule in the URL', () => {
  it('reads back what it wrote', () => {
    const rule = { back: 'underdog', minEdgePp: 4.5, moment: 'tiebreak', exit: 'set', stake: 25 } as const;
    expect(readRule(writeRule(new URLSearchParams(), rule), true)).toEqual(rule);
    const noEdge = { ...rule, minEdgePp: null };
    expect(readRule(writeRule(new URLSearchParams(), noEdge), true)).toEqual(noEdge);
  });

  it('falls back to the default for what it cannot read', () => {
    expect(readRule(new URLSearchParams('back=martingale&at=x&exit=&stake=-3&edge=abc'), true)).toEqual({
      ...DEFAULT_RULE,
      minEdgePp: null,
    });
    expect(readRule(new URLSearchParams(), true)).toEqual(DEFAULT_RULE);
  });

  it('drops the model from a rule read without it (a PRO key)', () => {
    const r = readRule(new URLSearchParams('back=edge&edge=8&at=any'), false);
    expect(r.back).not.toBe('edge');
    expect(r.minEdgePp).toBeNull();
    expect(r.moment).toBe('any');
  });

  it('says the rule in words', () => {
    expect(ruleSentence(DEFAULT_RULE)).toBe(
      'Back the player the model rates above the market by 8 pp or more at a break point against the server for a stake of 10; close at the end of the game (the result settles a trade still open).',
    );
  });
});
