// Runs first in test/pages/csp-frame.html, a classic script from 'self' (allowed by the page's policy):
// it records every Content-Security-Policy violation from the start of parsing, then loads the module
// named by ?module= (the element's source through the test server, or the drop-in build).
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
  window.__moduleErrors = [];
  window.addEventListener(
    'error',
    function (event) {
      window.__moduleErrors.push(String(event.message || (event.target && event.target.src) || event.type));
    },
    true,
  );
  var module = new URLSearchParams(location.search).get('module');
  if (module) {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = module;
    document.head.appendChild(script);
  }
})();
