import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { THEME_KEY } from '../../../contract/stored-theme';

export type ThemePreference = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

// localStorage key of the explicit choice; absent means "follow the system".
export { THEME_KEY };

const CHOICES: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** The stored choice, or `system` when nothing (or something unreadable) is stored. */
export function readThemePreference(storage: Storage | undefined = globalThis.localStorage): ThemePreference {
  try {
    const raw = storage?.getItem(THEME_KEY);
    return CHOICES.includes(raw as ThemePreference) ? (raw as ThemePreference) : 'system';
  } catch {
    // Storage can throw (privacy modes); the system theme is the safe answer.
    return 'system';
  }
}

/** Pure: the theme to paint for a choice, given whether the OS asks for dark. */
export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** True when the OS asks for dark; false where matchMedia is missing (jsdom, old browsers). */
export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

/**
 * Marks <html> with exactly one of `dark` / `light`. index.css reads `.dark` as dark and `.light` as
 * an explicit opt-out of a dark OS, so the page follows the system even before this first runs.
 */
export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  // Native controls and scrollbars follow the painted theme, not only the OS.
  root.style.colorScheme = theme;
}

interface ThemeState {
  preference: ThemePreference;
  themeChosen: (preference: ThemePreference) => void;
}

/** The user's theme choice; persisted only when explicit, so "system" keeps following the OS. */
export const themeStore = createStore<ThemeState>()((set) => ({
  preference: readThemePreference(),
  themeChosen: (preference) => {
    try {
      if (preference === 'system') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, preference);
    } catch {
      // Not persisted, but still applied for this visit.
    }
    set({ preference });
  },
}));

export const useThemePreference = () => useStore(themeStore, (s) => s.preference);
export const useThemeChosen = () => useStore(themeStore, (s) => s.themeChosen);
