/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { notificationFromPush } from './push-message';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new worker takes over at once: the shell is precached by then, and an old page keeps working
// with the files it already loaded (hashed names never change content).
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  // The gateway's config script, kept for an offline start (best effort: the dev server has none).
  event.waitUntil(
    caches
      .open('courtside-config')
      .then((cache) => cache.add('/courtside-config.js'))
      .catch(() => undefined),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Pages: from the network (the gateway adds its config script to index.html), the last one kept;
// offline with none kept, the precached shell (its code reads the same defaults as the gateway's).
const pages = new NetworkFirst({
  cacheName: 'courtside-pages',
  networkTimeoutSeconds: 5,
  plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? undefined }],
});
registerRoute(new NavigationRoute(pages, { denylist: [/^\/api(\/|$)/] }));
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/courtside-config.js',
  new NetworkFirst({ cacheName: 'courtside-config', networkTimeoutSeconds: 5 }),
);

// A Web Push message from the gateway: always shown (browsers require a visible notification per push).
self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(title, options));
});

// A notification pressed: focus a Courtside window on the match, or open one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(String(event.notification.data?.url ?? '/'), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
