// Runs first in the strict pages of test/pages (csp-frame.html, csp-no-worker-frame.html,
// trusted-types-frame.html, trusted-types-refused-frame.html), a classic script from 'self' (allowed by each
// page's policy): it records every Content-Security-Policy violation (Trusted Types reports them as such) and
// every uncaught error or rejected promise from the start of parsing, then imports the module named by
// ?module= (the drop-in build, or the element's source through the test server).
//
// It imports with import(), not a <script> element: under `require-trusted-types-for 'script'` setting a
// script's src is itself a sink the page refuses, and import() is not one (in Chromium, Firefox and WebKit).
(function () {
  var violations = [];
  window.__cspViolations = violations;
  document.addEventListener('securitypolicyviolation', function (event) {
    violations.push({
      directive: event.effectiveDirective || event.violatedDirective,
      blockedURI: event.blockedURI,
      sample: event.sample,
      source: event.sourceFile,
      line: event.lineNumber,
    });
  });
  var errors = [];
  window.__moduleErrors = errors;
  window.addEventListener(
    'error',
    function (event) {
      errors.push(String(event.message || (event.target && event.target.src) || event.type));
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    errors.push('unhandled rejection: ' + String(event.reason));
  });
  var module = new URLSearchParams(location.search).get('module');
  if (module) {
    import(module).catch(function (error) {
      errors.push('import ' + module + ': ' + String(error));
    });
  }
})();
