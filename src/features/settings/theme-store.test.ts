// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, readThemePreference, resolveTheme, THEME_KEY, themeStore } from './theme-store';

beforeEach(() => {
  localStorage.clear();
  themeStore.setState({ preference: 'system' });
});

describe('theme preference', () => {
  it('resolves system to the OS theme and keeps an explicit choice over it', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads system when nothing or garbage is stored', () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(THEME_KEY, 'purple');
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(THEME_KEY, 'dark');
    expect(readThemePreference()).toBe('dark');
  });

  it('persists an explicit choice and forgets it on "system" so the OS is followed again', () => {
    themeStore.getState().themeChosen('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readThemePreference()).toBe('dark');
    themeStore.getState().themeChosen('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(themeStore.getState().preference).toBe('system');
  });

  it('marks <html> with exactly one theme class and the matching color-scheme', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect([...root.classList]).toEqual(['dark']);
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('light', root);
    expect([...root.classList]).toEqual(['light']);
    expect(root.style.colorScheme).toBe('light');
  });
});
