import { useLayoutEffect } from 'react';
import { applyTheme, resolveTheme, systemPrefersDark, useThemePreference } from './theme-store';

/**
 * Keeps <html> in the chosen theme for the app's lifetime; with "system" it also follows OS changes
 * live. A layout effect so the first paint is already in the right theme.
 */
export function useThemeSync(): void {
  const preference = useThemePreference();
  useLayoutEffect(() => {
    applyTheme(resolveTheme(preference, systemPrefersDark()));
    if (preference !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = (e: MediaQueryListEvent) => applyTheme(e.matches ? 'dark' : 'light');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [preference]);
}
