/**
 * Frames a browser is sent itself (its ack, the held scores, a ping before it is acked) gather for
 * the rest of the event-loop turn and go out in one socket write, each its own WebSocket message as
 * the service's `/ws` sends them: a joiner's hundreds of held scores cost one write, not hundreds.
 */
export function createTurnBatcher(send: (texts: string[]) => void) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const texts = pending;
    pending = [];
    send(texts);
  };
  return {
    push(text: string): void {
      pending.push(text);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Sends what is pending now (before a close, so an error frame still precedes it). */
    flush,
  };
}
