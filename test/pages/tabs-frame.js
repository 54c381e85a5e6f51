// One reader's tab in test/pages/tabs.test.ts: the tag as a blog post has it, its attributes from the
// query (?variant=&seed=), then the element's module (?module=: the source through the test server, or
// the drop-in build). A reload of the frame is a reload of the tab: the tag comes back with the page.
(function () {
  var query = new URLSearchParams(location.search);
  var el = document.createElement('carpet-solitaire');
  ['variant', 'seed'].forEach(function (name) {
    if (query.has(name)) el.setAttribute(name, query.get(name));
  });
  document.body.appendChild(el);
  var script = document.createElement('script');
  script.type = 'module';
  script.src = query.get('module');
  document.head.appendChild(script);
})();
