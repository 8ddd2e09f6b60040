import type { Config } from 'tailwindcss';

// Loaded by `@config` in src/index.css. Tailwind 4 is CSS-first and detects sources itself; listing them
// here makes the scan explicit. `dark:` keeps v4's default (prefers-color-scheme), so no darkMode key.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
} satisfies Config;
