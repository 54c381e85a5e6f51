// The servers of one run, under one temporary folder that the run removes: a MariaDB of its own (a fresh
// datadir, reached by its socket only, so it neither needs nor touches the system's database service) and
// PHP's built-in server on a copy of a Debian WordPress.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const WORDPRESS = '/usr/share/wordpress';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command to its end; throws with its output when it fails. */
export function runOrThrow(command, args, options = {}) {
  const done = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (done.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${done.status}):\n${done.stdout}${done.stderr}`);
  return done.stdout;
}

// Whatever way the run ends (an exception, Ctrl-C), no server outlives it.
const running = new Set();
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/**
 * A background process that the run stops at its end, even when it failed. It leads its own process group:
 * PHP's server forks its workers, which a signal to it alone would leave running.
 */
function background(command, args, logFile, env = process.env) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  let exited = false;
  running.add(child);
  child.on('exit', () => {
    exited = true;
    running.delete(child);
  });
  return {
    child,
    get exited() {
      return exited;
    },
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      const signal = (name) => {
        try {
          process.kill(-child.pid, name);
        } catch {
          // the group is gone already
        }
      };
      signal('SIGTERM');
      // MariaDB flushes on SIGTERM in well under a second; anything slower is killed.
      let timer;
      const late = new Promise((resolve) => (timer = setTimeout(resolve, 10_000, false)));
      const ended = await Promise.race([gone.then(() => true), late]);
      clearTimeout(timer);
      if (ended) return;
      signal('SIGKILL');
      await gone;
    },
  };
}

async function waitFor(test, what, process, ms = 15_000) {
  for (const start = Date.now(); Date.now() - start < ms; await sleep(50)) {
    if (process.exited) throw new Error(`${what}: the process exited`);
    if (await test()) return;
  }
  throw new Error(`${what}: not ready after ${ms / 1000} s`);
}

/** A fresh MariaDB with the site's database and user; resolves to { socket, version, stop() }. */
export async function startMariaDB(parent) {
  // A folder of its own: each WordPress of the run has its own server.
  const dir = fs.mkdtempSync(path.join(parent, 'mariadb-'));
  const data = path.join(dir, 'mysql');
  const socket = path.join(dir, 'mysql.sock');
  runOrThrow('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${data}`,
    '--user=root',
    '--auth-root-authentication-method=socket',
    '--skip-test-db',
  ]);
  const server = background(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${socket}`,
      '--skip-networking',
      '--user=root',
      `--pid-file=${path.join(dir, 'mysql.pid')}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=64M',
    ],
    path.join(dir, 'mysql.log'),
  );
  const sql = (query) => spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-N', '-e', query]);
  try {
    await waitFor(() => sql('select 1').status === 0, 'MariaDB', server);
    const version = runOrThrow('mariadb', [
      '--no-defaults',
      `--socket=${socket}`,
      '-uroot',
      '-N',
      '-e',
      'select version()',
    ]);
    runOrThrow('mariadb', [
      '--no-defaults',
      `--socket=${socket}`,
      '-uroot',
      '-e',
      "create database wordpress; create user wordpress@localhost identified by 'wordpress'; " +
        'grant all on wordpress.* to wordpress@localhost',
    ]);
    return { socket, version: version.trim(), stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Where PHP writes a site's notices (wp-config.php's WP_DEBUG_LOG): in the run's folder, one per site. */
export const debugLogOf = (dir, site) => path.join(dir, `debug-${path.basename(site)}.log`);

/** WordPress's version in a WordPress folder, as wp-includes/version.php says it. */
export const wordpressVersion = (folder) =>
  fs.readFileSync(path.join(folder, 'wp-includes', 'version.php'), 'utf8').match(/\$wp_version = '([^']+)'/)[1];

/** Writes the site's wp-config.php: the database at `socket`, the site at `url`, the log in dir. */
function writeConfig(site, dir, { socket, url }) {
  // Debian's config reads /etc/wordpress/config-<host>.php; this one is the run's own.
  fs.rmSync(path.join(site, '.htaccess'), { force: true });
  const salt = crypto.randomBytes(24).toString('hex');
  const config = fs
    .readFileSync(path.join(here, 'wp-config.php.in'), 'utf8')
    .replaceAll('@DB_HOST@', `localhost:${socket}`)
    .replaceAll('@SALT@', salt)
    .replaceAll('@URL@', url)
    .replaceAll('@LOG@', debugLogOf(dir, site));
  fs.writeFileSync(path.join(site, 'wp-config.php'), config);
}

/**
 * Copies a WordPress tree (Debian 12's by default) to dir/<name> with this run's wp-config.php, and the
 * `themes` folders into its wp-content/themes; returns the site's folder.
 */
export function makeSite(dir, { socket, url, source = WORDPRESS, name = 'site', themes = [] }) {
  const site = path.join(dir, name);
  // -L: Debian links its shared copies in by relative paths (underscore.js, getID3), which a copy would break.
  runOrThrow('cp', ['-rL', source, site]);
  for (const theme of themes) runOrThrow('cp', ['-rL', theme, path.join(site, 'wp-content', 'themes')]);
  writeConfig(site, dir, { socket, url });
  return site;
}

/**
 * PHP's built-in server on the site, with four workers: the editor loads many files at once, and one
 * worker would serve them one by one.
 */
export async function startPhp(dir, site, port) {
  const server = background(
    'php',
    ['-S', `127.0.0.1:${port}`, '-t', site, path.join(here, 'router.php')],
    path.join(dir, 'php.log'),
    { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
  );
  const up = () =>
    fetch(`http://127.0.0.1:${port}/wp-includes/images/blank.gif`)
      .then((response) => response.ok)
      .catch(() => false);
  try {
    await waitFor(up, 'PHP server', server);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}
