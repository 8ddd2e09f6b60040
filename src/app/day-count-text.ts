import type { Usage } from '../../contract/usage';

// Grouped digits: an ULTRA day reads "499,975 of 500,000", not "499975 of 500000".
const count = new Intl.NumberFormat();

/** The strip's request count: its label and its words. */
export interface DayCount {
  label: string;
  text: string;
}

/**
 * What the status strip says of today's requests. The budget plans on the tier table's limit, but the
 * strip states only what `/usage` said: a stated daily limit reads "97 of 100"; without one, the count
 * of calls (or what is left, if the service said) and no limit of our own invention. Before `/usage`
 * answers (`usage` undefined), the budget's own count.
 */
export function dayCountText(requestsLeft: number, perDay: number, usage: Usage | undefined): DayCount {
  if (usage === undefined)
    return { label: 'Requests left today', text: `${count.format(requestsLeft)} of ${count.format(perDay)}` };
  const stated = usage.limits?.per_day;
  if (typeof stated === 'number')
    return { label: 'Requests left today', text: `${count.format(requestsLeft)} of ${count.format(stated)}` };
  const remaining = usage.today?.remaining_day;
  if (typeof remaining === 'number')
    return { label: 'Requests left today', text: `${count.format(remaining)} (no daily limit stated)` };
  const calls = usage.today?.calls;
  return {
    label: 'Requests today',
    text:
      typeof calls === 'number'
        ? `${count.format(calls)} made, no daily limit stated`
        : 'no daily limit stated',
  };
}
