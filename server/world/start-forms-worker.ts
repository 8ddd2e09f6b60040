// Worker side of start-forms.ts: each export builds forms through their readers, which write them.
import { loadCurrentRankings, loadPlayers } from '../data/players';
import { loadReplayMatches } from '../data/slam-pbp';
import { ResultsIndex } from './results-index';

/** The results digest (parses every results file). */
export function digestForm(): void {
  new ResultsIndex();
}

/** The recordings, the players and the current rankings. */
export function recordingForms(): void {
  loadReplayMatches();
  loadPlayers();
  loadCurrentRankings();
}
