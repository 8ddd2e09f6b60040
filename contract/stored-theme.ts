// A theme chosen in Settings is kept in the browser's localStorage under this key ("dark" or
// "light"; absent follows the system). The app writes and applies it; the gateway's config script,
// which runs before the page's first paint, applies it too, so the HTML first screen is painted in
// the chosen theme instead of the system's and then switched. One key, so the two cannot drift.

/** localStorage key of the explicit theme choice. */
export const THEME_KEY = 'courtside.theme';
