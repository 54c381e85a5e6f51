// A tiny dependency-free static server for the demo: `/` serves demo/ (so `/` is demo/index.html; `/demo/...`
// is the same, so paths written for the test runner, which serves the repository root, work here too),
// `/dist/...` serves the build output. Port 8000 (or PORT), moving up when the port is busy.
// STRICT_CSP=1 sends the strict policy with every page, to prove every demo page runs under it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentType } from './content-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO = path.join(root, 'demo');
const DIST = path.join(root, 'dist');

// Content-Security-Policy per page: the first rule whose test matches the served file's name wins.
// A page whose name contains "csp" (demo/cms-csp.html) proves the element works without inline scripts or
// styles, its theme's stylesheet included.
const STRICT_POLICY = "script-src 'self'; style-src 'self'";
const strictEverywhere = ['1', 'true', 'yes'].includes(String(process.env.STRICT_CSP ?? '').toLowerCase());
const CSP_RULES = [
  { test: (name) => name.endsWith('.html') && (strictEverywhere || name.includes('csp')), policy: STRICT_POLICY },
];

function cspFor(file) {
  const name = path.basename(file);
  return CSP_RULES.find((rule) => rule.test(name))?.policy;
}

/** Maps a URL path to a file inside demo/ or dist/, or null when it would leave them. */
function resolve(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const under = (prefix) => decoded === prefix || decoded.startsWith(`${prefix}/`);
  const [base, rest] = under('/dist')
    ? [DIST, decoded.slice('/dist'.length)]
    : under('/demo')
      ? [DEMO, decoded.slice('/demo'.length)]
      : [DEMO, decoded];
  const file = path.resolve(base, `.${path.posix.normalize(`/${rest}`)}`);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  return file;
}

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${text}\n`);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    send(res, 405, 'Method Not Allowed');
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  let file = resolve(pathname);
  if (!file) {
    send(res, 403, 'Forbidden');
    return;
  }
  fs.stat(file, (error, stat) => {
    if (!error && stat.isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${pathname}/` });
        res.end();
        return;
      }
      file = path.join(file, 'index.html');
      stat = fs.existsSync(file) ? fs.statSync(file) : undefined;
    }
    if (error || !stat || !stat.isFile()) {
      send(res, 404, `Not Found: ${pathname}`);
      return;
    }
    const headers = {
      'Content-Type': contentType(file),
      'Content-Length': stat.size,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    const csp = cspFor(file);
    if (csp) headers['Content-Security-Policy'] = csp;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
});

const firstPort = Number(process.env.PORT ?? 8000);
if (!Number.isInteger(firstPort) || firstPort < 0 || firstPort > 65535) {
  console.error(`serve: PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const lastPort = firstPort === 0 ? 0 : Math.min(firstPort + 20, 65535);

function listen(port) {
  const onError = (error) => {
    server.off('listening', onListening);
    if (error.code === 'EADDRINUSE' && port < lastPort) {
      listen(port + 1);
    } else {
      console.error(`serve: cannot listen on port ${port}: ${error.message}`);
      process.exit(1);
    }
  };
  const onListening = () => {
    server.off('error', onError);
    const url = `http://localhost:${server.address().port}/`;
    console.log(`carpet-solitaire demo: ${url}`);
    const pages = fs
      .readdirSync(DEMO)
      .filter((name) => name.endsWith('.html'))
      .sort();
    const strict = pages.filter((name) => cspFor(path.join(DEMO, name)));
    console.log(`  pages: ${pages.map((name) => `${url}${name}`).join(' ')}`);
    if (strict.length) console.log(`  strict Content-Security-Policy on: ${strict.join(', ')}`);
  };
  server.once('error', onError);
  server.once('listening', onListening);
  server.listen(port);
}

if (!fs.existsSync(path.join(DIST, 'carpet-solitaire.js'))) {
  console.warn('serve: dist/carpet-solitaire.js is missing; run `npm run build` (or `npm start`)');
}
listen(firstPort);
