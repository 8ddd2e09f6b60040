// A theme chosen in Settings is kept in the browser's localStorage under this key ("dark" or
// "light"; absent follows the system). The app writes and applies it; a script in the page's head
// applies it too, before the first paint, so the HTML first screen is painted in the chosen theme
// instead of the system's and then switched. The gateway serves that script in its config script and
// the dev and preview servers as one of its own (src/app/theme-boot.ts): one key and one script,
// so the two ways of serving the page cannot drift.

/** localStorage key of the explicit theme choice. */
export const THEME_KEY = 'courtside.theme';

/**
 * The head script: marks <html> with the stored choice as src/features/settings/theme-store.ts's
 * applyTheme does; "system" (nothing stored), an unknown value or storage that throws leave the
 * media query to decide. External in every mode (the CSP allows only `script-src 'self'`).
 */
export const THEME_BOOT_SCRIPT = `try {
  const theme = localStorage.getItem(${JSON.stringify(THEME_KEY)});
  if (theme === 'dark' || theme === 'light') {
    document.documentElement.classList.add(theme);
    document.documentElement.style.colorScheme = theme;
  }
} catch {}
`;
