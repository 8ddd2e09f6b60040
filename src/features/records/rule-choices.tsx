import type { CountRule } from './count-rule';

interface Props {
  rule: CountRule;
  update: (change: Partial<Record<'olympics' | 'exhibitions', string | null>>) => void;
}

/** The counting rule in words, with the two choices the tours and the results files differ on. */
export function RuleChoices({ rule, update }: Props) {
  return (
    <fieldset className="grid gap-1 rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-700">
      <legend className="px-1 font-semibold">What counts</legend>
      <p className="max-w-2xl text-slate-700 dark:text-slate-300" data-testid="count-rule">
        A title is a singles final won at a tour-level event, walkover finals included; team ties are never
        titles.
      </p>
      <details className="max-w-2xl text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer">The whole rule</summary>
        Tour level means Grand Slams, season finals, Masters, Premier and tier events and other tour events.
        Davis Cup, Fed Cup and other team ties count as matches in streaks, never as titles; in a streak a
        walkover neither adds a win nor ends the run, a retirement counts as played. Challengers, ITF events,
        qualifying and juniors are not counted.
      </details>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={rule.olympics}
          onChange={(e) => update({ olympics: e.target.checked ? null : '0' })}
        />
        Olympics (the ATP and WTA list an Olympic gold among the titles)
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={rule.exhibitions}
          onChange={(e) => update({ exhibitions: e.target.checked ? '1' : null })}
        />
        Events the results files mark as exhibitions (some 1970s–80s women’s events the WTA counts)
      </label>
    </fieldset>
  );
}
