import { evaluateMatch, type MatchTrades } from './evaluate-match';
import type { LabMatch } from './lab-match';
import type { LabRule } from './lab-rule';
import { type LabSummary, summarize } from './lab-summary';

/** What the engine holds: every match read, the rule, and each match's trades under it. */
interface EngineState {
  rule: LabRule | null;
  matches: Map<number, LabMatch>;
  results: Map<number, MatchTrades>;
}

export const emptyEngine = (): EngineState => ({ rule: null, matches: new Map(), results: new Map() });

/** A new rule: every match held is evaluated again (no read: the matches are in memory). */
function ruleChanged(s: EngineState, rule: LabRule): EngineState {
  const results = new Map([...s.matches].map(([id, m]) => [id, evaluateMatch(m, rule)] as const));
  return { rule, matches: s.matches, results };
}

/** One more match read: evaluated under the rule in force. */
function matchRead(s: EngineState, m: LabMatch): EngineState {
  const matches = new Map(s.matches).set(m.id, m);
  const results = s.rule ? new Map(s.results).set(m.id, evaluateMatch(m, s.rule)) : s.results;
  return { ...s, matches, results };
}

export const summaryOf = (s: EngineState): LabSummary => summarize([...s.results.values()]);

/** What the page posts to the engine. */
export type EngineMessage =
  | { type: 'reset' }
  | { type: 'rule'; rule: LabRule }
  | { type: 'match'; match: LabMatch };

/** Applies one message; the reply is the summary (null when nothing is held to summarise). */
export function engineStep(s: EngineState, msg: EngineMessage): EngineState {
  if (msg.type === 'reset') return { ...emptyEngine(), rule: s.rule };
  if (msg.type === 'rule') return ruleChanged(s, msg.rule);
  return matchRead(s, msg.match);
}
