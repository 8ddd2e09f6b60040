import { type RadioChoice, RadioChoices } from '../../components/radio-choices';
import { type ThemePreference, useThemeChosen, useThemePreference } from './theme-store';

const OPTIONS: RadioChoice<ThemePreference>[] = [
  { value: 'system', label: 'System', hint: 'follows your device, switching when it does' },
  { value: 'light', label: 'Light', hint: 'always light' },
  { value: 'dark', label: 'Dark', hint: 'always dark' },
];

/** Light / dark / system. */
export function ThemeSection() {
  const preference = useThemePreference();
  const themeChosen = useThemeChosen();
  return (
    <RadioChoices name="theme" legend="Theme" choices={OPTIONS} value={preference} onChange={themeChosen} />
  );
}
