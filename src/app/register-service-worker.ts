/**
 * Registers the service worker (src/sw/sw.ts) once the page has loaded, in the built app only (the
 * dev server serves modules the worker would precache stale). A browser without service workers,
 * or one that refuses (private mode), keeps the plain page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
