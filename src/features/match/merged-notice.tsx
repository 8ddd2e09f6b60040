/** Router state left by the 410 redirect, so the forward page can say why the id changed. */
export interface MergedState {
  mergedFrom: number;
  mergedInto: number;
}

function isMergedState(value: unknown): value is MergedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MergedState).mergedFrom === 'number' &&
    typeof (value as MergedState).mergedInto === 'number'
  );
}

/** "This match id was merged into …", shown on the forward after a redirect. */
export function MergedNotice({ state, currentId }: { state: unknown; currentId: number }) {
  if (!isMergedState(state) || state.mergedInto !== currentId) return null;
  return (
    <p
      role="status"
      className="rounded-md bg-sky-100 px-3 py-2 text-sm text-sky-950 dark:bg-sky-900/60 dark:text-sky-100"
    >
      This match id {state.mergedFrom} was merged into {state.mergedInto}; showing match {state.mergedInto}.
    </p>
  );
}
