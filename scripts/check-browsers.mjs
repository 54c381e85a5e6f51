// Makes sure the two test browsers exist: Debian's chromium (or CHROME_PATH) and firefox-esr.
// Silent when both are there. As root it installs what is missing with apt-get; otherwise it
// names the command to run and exits 1.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const INSTALL = 'apt-get install -y chromium firefox-esr';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function missing() {
  return [CHROMIUM, FIREFOX].filter((file) => !isExecutable(file));
}

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

console.error(`check-browsers: test browser(s) not found: ${absent.join(', ')}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Install them with:\n\n  sudo ${INSTALL}\n`);
  console.error('(or point CHROME_PATH / FIREFOX_PATH at existing binaries)');
  process.exit(1);
}

console.error('check-browsers: running as root, installing them with apt-get');
if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium', 'firefox-esr'])) {
  absent = missing();
  if (absent.length === 0) process.exit(0);
  console.error(`check-browsers: still missing after apt-get: ${absent.join(', ')}`);
}
console.error(`check-browsers: install the browsers by hand with:\n\n  ${INSTALL}\n`);
process.exit(1);
