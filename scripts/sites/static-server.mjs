// A static server for a built example site: `dir/` serves dir/index.html, `name` serves name.html when there is
// no such file (Next's and VitePress's clean URLs), anything else is a 404. Port 0: the system picks one.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { contentType } from '../content-types.mjs';

/** The file a URL path names inside root, or null. */
function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith('/') ? [path.join(file, 'index.html')] : [file, `${file}.html`];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** Serves root; resolves to { origin, close() }. */
export function serveStatic(root) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = fileFor(base, pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Not Found: ${pathname}\n`);
      return;
    }
    res.writeHead(200, {
      'Content-Type': contentType(file),
      'Cache-Control': 'no-store',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

/** A free TCP port on 127.0.0.1, for a server that cannot be given port 0 (a dev server, PHP's). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
