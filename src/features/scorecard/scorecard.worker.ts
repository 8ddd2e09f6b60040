/// <reference lib="webworker" />
import { engineStep, initialEngine, type MatchInput, resultOf } from './scorecard-engine';

// The scoring runs here, off the page's thread: each match's tape and price rows arrive as read,
// and the reliability bins and scores go back after each one.
let state = initialEngine();

self.onmessage = (e: MessageEvent<{ type: 'reset' } | { type: 'match'; match: MatchInput }>) => {
  if (e.data.type === 'reset') state = initialEngine();
  else state = engineStep(state, e.data.match);
  self.postMessage(resultOf(state));
};
