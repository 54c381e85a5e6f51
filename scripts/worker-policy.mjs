// Test server middleware: the analysis worker started from a Trusted Types test page
// (test/pages/trusted-types-*.html, known by the request's Referer) is served with a Content-Security-Policy
// header that enforces Trusted Types and allows no policy at all, as a site that sends its policy with every
// response would serve it. A page's <meta> policy never reaches its workers; this header does, so the
// worker's own imports (each game's solver) are checked under Trusted Types too.
//
// The worker's script is never stored by the browser (no-store), so a copy another test page fetched without
// the header is never reused where the header belongs, nor the other way round.
export const WORKER_POLICY = "script-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'";

export async function workerPolicy(context, next) {
  await next();
  if (!/\/analysis-worker\.(?:js|ts)$/.test(context.path)) return;
  context.set('Cache-Control', 'no-store');
  context.set('Vary', 'Referer');
  if (/\/test\/pages\/trusted-types-[a-z-]*frame\.html/.test(context.get('referer')))
    context.set('Content-Security-Policy', WORKER_POLICY);
}
