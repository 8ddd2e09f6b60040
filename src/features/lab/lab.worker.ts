/// <reference lib="webworker" />
import { type EngineMessage, emptyEngine, engineStep, summaryOf } from './lab-engine';

// The rule is evaluated here, off the page's thread: matches arrive as read (or from the browser's
// store), a rule change re-evaluates every match held, and the summary goes back after each message.
let state = emptyEngine();

self.onmessage = (e: MessageEvent<EngineMessage>) => {
  state = engineStep(state, e.data);
  self.postMessage(summaryOf(state));
};
