import { createFrameQueue } from './frame-timer';

/** A page whose animation frames run when the test says. */
export function fakeFrames(hidden = false) {
  let asked: (() => void)[] = [];
  const queue = createFrameQueue({
    requestAnimationFrame: (run) => asked.push(run),
    hidden: () => hidden,
  });
  return {
    queue,
    /** Runs this animation frame's callbacks; returns how many there were. */
    frame(): number {
      const due = asked;
      asked = [];
      for (const run of due) run();
      return due.length;
    },
  };
}
