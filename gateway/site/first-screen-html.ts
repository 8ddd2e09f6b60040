import {
  FIRST_SCREEN_MATCH_ATTRIBUTE,
  type FirstScreenMatch,
  MATCH_FIRST_SCREEN,
} from '../../contract/first-reads';

// The page's first screen is HTML (index.html, written from the app's pending shell by
// src/app/html-shell.test.tsx): #root holds the frame with a placeholder any page can show, and
// templates hold the slate's (its heading and placeholder rows) and a match page's (its players'
// names over the scoreboard's frame, the names left as stand-ins). The gateway serves each route its
// own, so a phone paints the right first screen before the app's code has run.

/** The id of index.html's template holding the slate's first screen. */
const FIRST_SCREEN_TEMPLATE_ID = 'slate-first-screen';

const template = (id: string) => new RegExp(`\\s*<template id="${id}">([\\s\\S]*?)</template>`);
const SLATE_TEMPLATE = template(FIRST_SCREEN_TEMPLATE_ID);
const MATCH_TEMPLATE = template(MATCH_FIRST_SCREEN.templateId);
const SLOT = new RegExp(
  Object.values(MATCH_FIRST_SCREEN.slots)
    .map((s) => s.replace(/[{}]/g, '\\$&'))
    .join('|'),
  'g',
);
// The template is a replay's; the note is one paragraph.
const REPLAY_NOTE = new RegExp(`<p data-testid="${MATCH_FIRST_SCREEN.replayNote}"[\\s\\S]*?</p>`);
// #root's content is one line in index.html, so this ends at its closing tag.
const ROOT = /<div id="root">.*<\/div>/;

/** A match page's path; its id as the app reads it (no leading zero, as contract/first-reads.ts). */
const MATCH_PAGE = /^\/matches\/([1-9][0-9]{0,11})\/?$/;

/** Whether `pathname` is the slate's page (the app's index route). */
export function isSlatePage(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}

/** The match id of a match page's path, or null. */
export function matchPageId(pathname: string): number | null {
  const m = MATCH_PAGE.exec(pathname);
  return m ? Number(m[1]) : null;
}

/**
 * What the replay note says after "A real match from", as src/match-views/replay-tag.tsx writes
 * it: the event (or "the past") and the day it began, in the page's language (`locale`, from the
 * request's Accept-Language) as the browser will write it, read at noon UTC so no zone moves it.
 */
export function replayWords(replay: FirstScreenMatch['replay'], locale: string): string {
  const event = replay?.event ?? 'the past';
  const date = replay?.date;
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return event;
  const ms = Date.parse(`${date}T12:00:00Z`);
  if (!Number.isFinite(ms)) return event;
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${event}, event began ${day.format(ms)}`;
}

/** The page's language from an Accept-Language header: its first tag this runtime can format, else en-US. */
export function pageLocale(acceptLanguage: string | undefined): string {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return 'en-US';
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([first])[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** `s` safe as HTML text and as a quoted attribute's value. */
function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * `html` as the page at `pathname` is served, every template gone: the slate's first screen in
 * #root on "/"; on a match page whose names are known (`match`), its first screen with them, and
 * #root naming the match for the app's first render; any other page keeps #root's generic one.
 */
export function firstScreenFor(
  html: string,
  pathname: string,
  match: FirstScreenMatch | null = null,
  locale = 'en-US',
): string {
  const slate = SLATE_TEMPLATE.exec(html)?.[1];
  const matchScreen = MATCH_TEMPLATE.exec(html)?.[1];
  const page = html.replace(SLATE_TEMPLATE, '').replace(MATCH_TEMPLATE, '');
  if (slate !== undefined && isSlatePage(pathname))
    return page.replace(ROOT, () => `<div id="root">${slate}</div>`);
  if (matchScreen === undefined || match === null || matchPageId(pathname) !== match.id) return page;
  // One pass, so a name that spells a stand-in is never filled in itself.
  const names: Record<string, string> = {
    [MATCH_FIRST_SCREEN.slots.p1]: escapeHtml(match.p1),
    [MATCH_FIRST_SCREEN.slots.p2]: escapeHtml(match.p2),
    [MATCH_FIRST_SCREEN.slots.replay]: escapeHtml(replayWords(match.replay, locale)),
  };
  const filled = matchScreen.replace(SLOT, (slot) => names[slot] ?? slot);
  const screen = match.replay ? filled : filled.replace(REPLAY_NOTE, '');
  const named = escapeHtml(JSON.stringify(match));
  return page.replace(
    ROOT,
    () => `<div id="root" ${FIRST_SCREEN_MATCH_ATTRIBUTE}="${named}">${screen}</div>`,
  );
}
