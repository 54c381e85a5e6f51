// A classic script from 'self', first in <head>: the strict policy allows it, and it hears every
// Content-Security-Policy violation from the start of parsing. It reports them on the page, with what
// the element rendered, so the page proves itself at a glance (and to a test or screenshot).
(function () {
  var violations = [];
  window.cspViolations = violations;
  document.addEventListener('securitypolicyviolation', function (event) {
    violations.push({
      directive: event.effectiveDirective || event.violatedDirective,
      blockedURI: event.blockedURI,
      sample: event.sample,
      source: event.sourceFile ? event.sourceFile + ':' + event.lineNumber : '',
    });
    render();
  });

  function cardsRendered() {
    var count = 0;
    var games = document.querySelectorAll('carpet-solitaire');
    for (var i = 0; i < games.length; i++) {
      if (games[i].shadowRoot) count += games[i].shadowRoot.querySelectorAll('[part~="card"]').length;
    }
    return count;
  }

  function render() {
    var box = document.getElementById('csp-report');
    if (!box) return;
    var defined = Boolean(customElements.get('carpet-solitaire'));
    box.className = 'csp-report ' + (violations.length === 0 && defined ? 'ok' : 'bad');
    box.querySelector('[data-violations]').textContent =
      violations.length === 0
        ? 'No Content-Security-Policy violation.'
        : violations.length +
          ' violation(s): ' +
          violations
            .map(function (v) {
              return v.directive + ' (' + (v.blockedURI || 'inline') + (v.source ? ' at ' + v.source : '') + ')';
            })
            .join('; ');
    box.querySelector('[data-element]').textContent = defined
      ? '<carpet-solitaire> is defined; ' + cardsRendered() + ' cards rendered.'
      : '<carpet-solitaire> is not defined (yet).';
  }

  document.addEventListener('DOMContentLoaded', function () {
    render();
    var game = document.querySelector('carpet-solitaire');
    customElements
      .whenDefined('carpet-solitaire')
      .then(function () {
        // The game's code loads after the element is defined: count the cards once it has rendered.
        return game ? game.updateComplete : undefined;
      })
      .then(render);
    if (game) game.addEventListener('carpet-move', render);
    var provoke = document.getElementById('provoke');
    if (provoke) {
      provoke.addEventListener('click', function () {
        // What a widget must never do under this policy: write a style attribute.
        var probe = document.createElement('span');
        probe.setAttribute('style', 'color: red');
        probe.textContent = ' (probe)';
        provoke.after(probe);
      });
    }
  });
})();
