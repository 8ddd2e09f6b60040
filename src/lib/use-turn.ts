import { useEffect, useState } from 'react';

// Components waiting for their turn, released one a task in the order they asked.
const waiting: (() => void)[] = [];
let draining = false;

function releaseNext() {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(releaseNext, 0);
  else draining = false;
}

/**
 * False until this component's turn, then true for good: components that each start costly work
 * at mount (a read: the fetch layer, the budget, the query cache) start it one a task rather than
 * all in the task that mounted them, so a tap meanwhile waits for one start, not for all. `wanted`
 * false keeps the component out of the queue.
 */
export function useTurn(wanted: boolean): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!wanted || turn) return;
    let mounted = true;
    waiting.push(() => {
      if (mounted) setTurn(true);
    });
    if (!draining) {
      draining = true;
      setTimeout(releaseNext, 0);
    }
    return () => {
      mounted = false;
    };
  }, [wanted, turn]);
  return turn;
}
