// The page's first screen is HTML (index.html, written from the app's pending shell by
// src/app/html-shell.test.tsx): #root holds the frame with a placeholder any page can show, and a
// template holds the slate's (its heading and placeholder rows). The gateway serves each route its
// own, so a phone paints the right first screen before the app's code has run.

/** The id of index.html's template holding the slate's first screen. */
const FIRST_SCREEN_TEMPLATE_ID = 'slate-first-screen';

const TEMPLATE = new RegExp(`\\s*<template id="${FIRST_SCREEN_TEMPLATE_ID}">([\\s\\S]*?)</template>`);
// #root's content is one line in index.html, so this ends at its closing tag.
const ROOT = /<div id="root">.*<\/div>/;

/** Whether `pathname` is the slate's page (the app's index route). */
export function isSlatePage(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}

/** `html` as the page at `pathname` is served: the slate's first screen in #root on "/", the template gone. */
export function firstScreenFor(html: string, pathname: string): string {
  const template = TEMPLATE.exec(html);
  if (!template) return html;
  const page = html.replace(TEMPLATE, '');
  if (!isSlatePage(pathname)) return page;
  const slate = template[1];
  return page.replace(ROOT, () => `<div id="root">${slate}</div>`);
}
