// What a page reports wrong, kept where any driver can read it (window.__pageProblems): page errors, promise
// rejections nobody handled, Content-Security-Policy violations, and requests that failed or answered 4xx/5xx.
// The test build runs it before any script of the site's (scripts/vite-page-probe.ts), so the engines that have no
// event for these over their automation protocol (classic WebDriver) report them too. Plain ES2017: it is served
// as it is written.
(function () {
  'use strict';
  var problems = [];
  window.__pageProblems = problems;
  function add(kind, text) {
    if (problems.length < 100) problems.push(kind + ': ' + text);
  }
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && (target.src || target.href))
        add('failed to load', target.tagName.toLowerCase() + ' ' + (target.src || target.href));
      else if (target === window || !target)
        add(
          'page error',
          (event.error && event.error.stack ? event.error.stack : event.message) +
            (event.filename ? ' (' + event.filename + ':' + event.lineno + ')' : ''),
        );
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    add('unhandled rejection', reason && reason.stack ? reason.stack : String(reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    add(
      'CSP violation',
      event.violatedDirective +
        ' blocked ' +
        (event.blockedURI || 'inline') +
        ' (' +
        event.sourceFile +
        ':' +
        event.lineNumber +
        ')',
    );
  });
  var originalFetch = window.fetch;
  window.fetch = function (input) {
    var address = typeof input === 'string' ? input : input && input.url ? input.url : String(input);
    return originalFetch.apply(this, arguments).then(
      function (response) {
        if (response.status >= 400) add('failed request', response.status + ' ' + response.url);
        return response;
      },
      function (error) {
        // A request the page itself called off is not a failure.
        if (!error || error.name !== 'AbortError') add('failed request', address + ' ' + error);
        throw error;
      },
    );
  };
  var open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, address) {
    this.addEventListener('loadend', function () {
      if (this.status >= 400 || this.status === 0) add('failed request', this.status + ' ' + address);
    });
    return open.apply(this, arguments);
  };
})();
