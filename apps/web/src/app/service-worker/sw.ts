/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerLandingFromPrecache } from './landing-page';
import { syncTheQueue } from './queue-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/*
 * The service worker (issue 16), built by vite-plugin-pwa's injectManifest into /sw.js. After
 * one visit it holds the app shell, every screen's code and both languages' texts, so the survey
 * opens and can be completed with no connection; answers then wait in the browser's queue, which
 * this worker also sends when the connection returns. It never calls skipWaiting: a new version
 * waits until every tab of the app is closed, so it starts next time, never in the middle of a
 * survey. /api is never answered here: what the server says is always asked of it.
 */
answerLandingFromPrecache();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/],
  }),
);
syncTheQueue();
