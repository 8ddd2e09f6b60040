/**
 * A match's name as its page writes it, "A v B": the heading (one text node, as the gateway's HTML
 * writes it: written as three, the names and " v ", the page's own heading measured about a pixel
 * wider than the served one, and the browser took it, drawn when the match's read landed, as the
 * page's largest paint, some 800 ms after the same words were first on screen) and the tab's title.
 */
export const matchTitle = (p1: string, p2: string): string => `${p1} v ${p2}`;
