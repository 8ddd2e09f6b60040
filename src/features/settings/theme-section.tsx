import { type ThemePreference, useThemeChosen, useThemePreference } from './theme-store';

const OPTIONS: { value: ThemePreference; label: string; hint: string }[] = [
  { value: 'system', label: 'System', hint: 'follows your device, switching when it does' },
  { value: 'light', label: 'Light', hint: 'always light' },
  { value: 'dark', label: 'Dark', hint: 'always dark' },
];

/** Light / dark / system as native radios: arrow keys move between them with no extra code. */
export function ThemeSection() {
  const preference = useThemePreference();
  const themeChosen = useThemeChosen();
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold">Theme</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {OPTIONS.map((o) => (
          <label key={o.value} className="flex items-start gap-2">
            <input
              type="radio"
              name="theme"
              value={o.value}
              checked={preference === o.value}
              onChange={() => themeChosen(o.value)}
              className="mt-1 size-4 accent-lime-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600"
            />
            <span>
              <span className="font-medium">{o.label}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
