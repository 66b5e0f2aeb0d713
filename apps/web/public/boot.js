/* global document, requestAnimationFrame */
// The prerendered landing page (landing.vi.html, landing.en.html) starts the app's code only
// once it has been painted: its text and links need no JavaScript, and a phone on a slow
// connection then spends its first bandwidth and CPU on showing the page, not on 100 KB of
// code that would only draw the same page again (docs/architecture.md, "A fast first visit").
// So does /survey with the sheet in it, preloading its chunks (data-preload) with the entry.
(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (script.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      if (href) document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = app;
    document.head.appendChild(module);
  }
  // A frame's callback runs before that frame is painted, so the second frame's callback
  // comes after the first paint. A tab opened in the background paints no frames: it starts
  // after a moment.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
  setTimeout(start, 1000);
})();
