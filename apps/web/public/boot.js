/* global document, requestAnimationFrame */
// Starts the app's code after the first paint (docs/architecture.md, "/" and "/survey"): every
// byte here is sent before the page, so the reasons live there, not in comments.
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
  // The second frame's callback comes after the first paint; a background tab paints none.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
  setTimeout(start, 1000);
})();
