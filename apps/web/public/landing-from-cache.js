/* global self, caches */
// The prerendered landing page for a returning visitor (issue 16), loaded into the service
// worker that vite-plugin-pwa generates (workbox.importScripts in vite.config.ts). Workbox
// answers every navigation with its precached index.html, the empty app shell, so on a poor
// connection or none `/` showed nothing until the app's code had run. Here `/` is answered
// with landing.vi.html or landing.en.html from the same precache, in the language the server
// would choose (the i18nextLng cookie, else the browser's languages, else English): its text
// and call to action show before any JavaScript runs, and its boot.js starts the app as on a
// first visit. Every other navigation keeps Workbox's shell; /api is never answered here.
(function () {
  var LANGUAGES = ['vi', 'en'];

  function ours(tag) {
    var primary = String(tag || '')
      .toLowerCase()
      .split(/[-_]/)[0];
    return LANGUAGES.indexOf(primary) >= 0 ? primary : null;
  }

  // The cookie the app stores its choice in (src/i18n/index.ts) is readable here only with the
  // Cookie Store API (in every current browser since 2025, not in older ones); without it the
  // browser's languages decide, and the app switches to the stored choice once it starts.
  function landingLanguage() {
    var stored = self.cookieStore
      ? self.cookieStore.get('i18nextLng').then(
          function (cookie) {
            return cookie ? ours(cookie.value) : null;
          },
          function () {
            return null;
          },
        )
      : Promise.resolve(null);
    return stored.then(function (language) {
      if (language) return language;
      var named = (self.navigator.languages || []).concat(self.navigator.language || []);
      for (var index = 0; index < named.length; index += 1) {
        if (ours(named[index])) return ours(named[index]);
      }
      return 'en';
    });
  }

  // Workbox keeps a precached page under its address plus a revision parameter, in its
  // precache only (a worker that is waiting to take over adds to the same cache).
  function precached(path) {
    var url = new URL(path, self.location.origin).href;
    return caches.keys().then(function (names) {
      var precaches = names.filter(function (name) {
        return name.indexOf('workbox-precache') === 0;
      });
      return precaches.reduce(function (found, name) {
        return found.then(function (response) {
          if (response) return response;
          return caches.open(name).then(function (cache) {
            return cache.match(url, { ignoreSearch: true });
          });
        });
      }, Promise.resolve(undefined));
    });
  }

  self.addEventListener('fetch', function (event) {
    var request = event.request;
    if (request.mode !== 'navigate' || request.method !== 'GET') return;
    if (new URL(request.url).pathname !== '/') return;
    // Registered before Workbox's router (importScripts comes first in its worker), so the
    // router must not answer this navigation too.
    event.stopImmediatePropagation();
    event.respondWith(
      landingLanguage()
        .then(function (language) {
          return precached('/landing.' + language + '.html');
        })
        .then(function (page) {
          // Not kept (a cache the browser evicted): the server's page, else the app's shell.
          return (
            page ||
            fetch(request).catch(function () {
              return precached('/index.html');
            })
          );
        }),
    );
  });
})();
