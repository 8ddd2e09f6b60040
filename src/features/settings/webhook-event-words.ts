// The webhook events in words: the chooser's labels and the registered list never show the wire's
// codes ("break_point"). An event the service adds later reads "unknown".
const WORDS: Record<string, string> = { score: 'Score', break_point: 'Break point', point: 'Point' };

/** An event's label: "Break point"; "unknown" for an event this build does not know. */
export function webhookEventLabel(event: string): string {
  return WORDS[event] ?? 'unknown';
}

/** A hook's events as one phrase in sentence case: "Score, break point"; null when it lists none. */
export function webhookEventsText(events: readonly string[]): string | null {
  if (events.length === 0) return null;
  const text = events.map((e) => webhookEventLabel(e).toLowerCase()).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
