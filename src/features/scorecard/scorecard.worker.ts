/// <reference lib="webworker" />
import { engineStep, initialEngine, resultOf, type ScorecardMessage } from './scorecard-engine';

// The scoring runs here, off the page's thread: each match's tape and price rows arrive as read,
// and the reliability bins and scores go back after each one.
let state = initialEngine();

self.onmessage = (e: MessageEvent<ScorecardMessage>) => {
  if (e.data.type === 'reset') state = initialEngine();
  else state = engineStep(state, e.data.match);
  self.postMessage(resultOf(state));
};
