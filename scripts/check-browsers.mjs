// Makes sure the test browsers exist: Debian's chromium (or CHROME_PATH), firefox-esr (or FIREFOX_PATH)
// and, for WebKit, WebKitWebDriver (webkit2gtk-driver, which brings MiniBrowser) and Xvfb (MiniBrowser
// has no headless mode). Only the engines BROWSERS asks for are checked (default: all three).
// Silent when all are there. As root it installs what is missing with apt-get; otherwise it names the
// one command to run and exits 1.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** What each engine needs: the files that must be executable, and the Debian packages that bring them. */
const ENGINES = {
  chromium: [{ file: process.env.CHROME_PATH || '/usr/bin/chromium', pkg: 'chromium', env: 'CHROME_PATH' }],
  firefox: [{ file: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr', pkg: 'firefox-esr', env: 'FIREFOX_PATH' }],
  webkit: [
    {
      file: process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver',
      pkg: 'webkit2gtk-driver',
      env: 'WEBKIT_DRIVER_PATH',
    },
    { file: process.env.XVFB_PATH || '/usr/bin/Xvfb', pkg: 'xvfb', env: 'XVFB_PATH' },
  ],
};

const wanted = (process.env.BROWSERS ?? 'chromium,firefox,webkit')
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter((name) => name in ENGINES);
const needs = wanted.flatMap((name) => ENGINES[name]);

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const missing = () => needs.filter((need) => !isExecutable(need.file));

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) {
    console.error(`check-browsers: could not run ${command}: ${result.error.message}`);
    return false;
  }
  if (result.status !== 0) {
    console.error(`check-browsers: ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    return false;
  }
  return true;
}

let absent = missing();
if (absent.length === 0) process.exit(0);

const packages = [...new Set(absent.map((need) => need.pkg))];
const install = `apt-get install -y ${packages.join(' ')}`;
console.error(`check-browsers: test browser(s) not found: ${absent.map((need) => need.file).join(', ')}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Install them with:\n\n  sudo apt-get update && sudo ${install}\n`);
  console.error(
    `(or point ${[...new Set(absent.map((need) => need.env))].join(' / ')} at existing binaries, or run fewer engines: BROWSERS=chromium npm test)`,
  );
  process.exit(1);
}

console.error('check-browsers: running as root, installing them with apt-get');
if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', ...packages])) {
  absent = missing();
  if (absent.length === 0) process.exit(0);
  console.error(`check-browsers: still missing after apt-get: ${absent.map((need) => need.file).join(', ')}`);
}
console.error(`check-browsers: install the browsers by hand with:\n\n  ${install}\n`);
process.exit(1);
