// The network, for the built element's chunks (dist/chunks/<name>-<hash>.js), as one test page asks it to be.
// The `chunk-network` command ({ chunk, as }) sets, for the page that sends it, how the test server answers
// that chunk from now on:
//   'offline': the connection is dropped before any answer (the browser gets a network error);
//   'refuse':  403, as a blocking proxy answers;
//   'hold':    no answer until the page sends 'pass' (the server is slow);
//   'pass':    served as usual (and any held request goes on).
// It answers how many of the chunk's requests were refused or dropped, are held, and went on after a hold.
//
// Keyed to the page that asked: the command gives that page (and no other) an extra request header carrying
// its session's id (puppeteer's setExtraHTTPHeaders, a setting of that one tab), and the middleware plays only
// requests that carry it. Other pages, browsers and groups load /dist/chunks/* at the same time and never
// carry it. A cookie would not do: the runner opens every page of a browser in its default context, so a
// cookie reaches every page of that launch. The runner reuses a page for the next test file, so a rule lives
// only while its page still shows the session that set it. Chunks are served `no-store` (see served()), so
// each page's request reaches this middleware. Puppeteer's browsers only (Chromium, Firefox: the drop-in groups').
const HEADER = 'x-chunk-network';
const CHUNK = /^\/dist\/chunks\/(.+)-[A-Za-z0-9_-]{8}\.js$/;
const MODES = ['offline', 'refuse', 'hold', 'pass'];

/** session id → { page, rules: Map(chunk → { as, failed, held: Set(go), passed }) } */
const sessions = new Map();

const counts = (rule) => ({ failed: rule.failed, held: rule.held.size, passed: rule.passed });

/** Forgets a session's rules and takes the header off its page. */
async function forget(id, state) {
  if (sessions.get(id) === state) sessions.delete(id);
  for (const rule of state.rules.values()) for (const go of rule.held) go();
  state.rules.clear();
  if (!state.page.isClosed()) await state.page.setExtraHTTPHeaders({}).catch(() => undefined);
}

export async function chunkNetworkMiddleware(context, next) {
  const chunk = CHUNK.exec(context.path)?.[1];
  if (!chunk) return next();
  const id = context.get(HEADER);
  const state = id ? sessions.get(id) : undefined;
  if (!state) return served(context, next);
  // The page has moved on to another test file: this session's rules are over.
  if (!state.page.url().includes(id)) {
    await forget(id, state);
    return served(context, next);
  }
  const rule = state.rules.get(chunk);
  if (!rule || rule.as === 'pass') return served(context, next);
  if (rule.as === 'offline') {
    rule.failed++;
    // Nothing is sent; the status only keeps the runner from listing the chunk as a 404 (koa's default).
    context.status = 502;
    context.respond = false;
    context.req.socket.destroy();
    return undefined;
  }
  if (rule.as === 'refuse') {
    rule.failed++;
    context.status = 403;
    context.body = 'Blocked';
    cacheControl(context, null);
    return undefined;
  }
  // Held until 'pass', or until the browser gives up on the request.
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  const go = () => resolve(true);
  rule.held.add(go);
  context.res.once('close', () => resolve(false));
  if (!(await promise)) {
    rule.held.delete(go);
    return undefined;
  }
  return served(context, next);
}

/**
 * A chunk served as usual, and never stored: a copy another page of the browser stored would be used
 * without asking the server, so a page's rule would find no request to play.
 */
async function served(context, next) {
  await next();
  cacheControl(context, 'no-store');
}

/**
 * Sets this answer's Cache-Control (none for null) for good: the runner's own middleware, which runs around
 * the project's, marks every file it serves `public, max-age=31536000` (so a refusal would be stored for a year
 * and met again on every try, as no real proxy's 403 is).
 */
function cacheControl(context, value) {
  if (value === null) context.remove('Cache-Control');
  else context.set('Cache-Control', value);
  const { response } = context;
  const set = response.set;
  response.set = function (field, ...rest) {
    if (typeof field === 'string' && field.toLowerCase() === 'cache-control') return;
    set.call(this, field, ...rest);
  };
}

export function chunkNetworkCommand() {
  return {
    name: 'chunk-network',
    async executeCommand({ command, payload, session }) {
      if (command !== 'chunk-network') return undefined;
      if (session.browser.type !== 'puppeteer')
        throw new Error(`chunk-network needs a puppeteer browser, not ${session.browser.type}`);
      const { chunk, as } = payload ?? {};
      if (typeof chunk !== 'string' || !MODES.includes(as))
        throw new Error(`chunk-network: bad payload ${JSON.stringify(payload)}`);
      let state = sessions.get(session.id);
      if (!state) {
        const page = session.browser.getPage(session.id);
        state = { page, rules: new Map() };
        sessions.set(session.id, state);
        await page.setExtraHTTPHeaders({ [HEADER]: session.id });
      }
      const rule = state.rules.get(chunk) ?? { as, failed: 0, held: new Set(), passed: 0 };
      rule.as = as;
      state.rules.set(chunk, rule);
      if (as !== 'hold') {
        for (const go of rule.held) go();
        rule.passed += rule.held.size;
        rule.held.clear();
      }
      const answer = counts(rule);
      // Every chunk served as usual again: the page's requests are its own again.
      if (as === 'pass' && [...state.rules.values()].every((r) => r.as === 'pass')) await forget(session.id, state);
      return answer;
    },
  };
}
