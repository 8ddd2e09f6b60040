import { useId } from 'react';
import { ALERT_KINDS } from '../../../contract/alerts/alert-events';
import { KIND_LABELS, TIGHT_HINT } from './alert-labels';
import { choiceChanged, choicesFor, type FollowKey, useAlertSettings } from './alert-settings-store';

/** One follow's choices as checkboxes (a match's, or a player's for all their matches). */
export function FollowChoices({ followKey, legend }: { followKey: FollowKey; legend: string }) {
  const settings = useAlertSettings();
  const choices = choicesFor(settings, followKey);
  const hintId = useId();
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="mb-1 break-words text-sm font-semibold text-slate-900 dark:text-slate-100">
        {legend}
      </legend>
      {ALERT_KINDS.map((kind) => (
        <label key={kind} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={choices[kind]}
            onChange={(e) => choiceChanged(followKey, kind, e.target.checked)}
            aria-describedby={kind === 'tight' ? hintId : undefined}
            className="size-4 accent-indigo-700 dark:accent-indigo-300"
          />
          {KIND_LABELS[kind]}
        </label>
      ))}
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {`“${KIND_LABELS.tight}”: ${TIGHT_HINT}`}
      </p>
    </fieldset>
  );
}
