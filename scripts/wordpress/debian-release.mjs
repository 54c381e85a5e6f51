// A current WordPress without a network beyond Debian's mirror: the wordpress package of Debian 13 (trixie),
// with its default block theme and the few packages its files link to (lodash, underscore, the cropper,
// getID3), unpacked with dpkg-deb into a cache outside the repository, never installed, so Debian 12's own
// WordPress stays as it is beside it. InRelease is verified with Debian's keyring (gpgv), the package list
// against InRelease, each package against the list's SHA256.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runOrThrow, wordpressVersion } from './servers.mjs';

const MIRROR = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
export const SUITE = 'trixie';
const KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg';
const LIST = 'main/binary-all/Packages.xz';
/** WordPress, the block theme it installs by default, and the packages its symbolic links point into. */
const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentyfive',
  'libjs-lodash',
  'libjs-underscore',
  'libjs-cropper',
  'php-getid3',
];
const CACHE = process.env.CARPET_CACHE || path.join(os.homedir(), '.cache', 'carpet-solitaire');

const sha256 = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex');

async function download(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The suite's package list for all architectures, and whether it is the one the signed InRelease names. A
 * mirror in the middle of a sync (or a caching proxy) can serve a list newer than its InRelease; the list is
 * then used on the strength of the transport alone, and the run says so.
 */
async function packageList(log) {
  const inRelease = await download(`${MIRROR}/dists/${SUITE}/InRelease`);
  const signed = path.join(os.tmpdir(), `carpet-${SUITE}-InRelease-${process.pid}`);
  fs.writeFileSync(signed, inRelease);
  try {
    const verified = spawnSync('gpgv', ['--keyring', KEYRING, signed], { encoding: 'utf8' });
    if (verified.status !== 0)
      throw new Error(`gpgv: the ${SUITE} InRelease is not signed by Debian:\n${verified.stderr}`);
  } finally {
    fs.rmSync(signed, { force: true });
  }
  const line = inRelease
    .toString('utf8')
    .split('\n')
    .find((entry) => /^ [0-9a-f]{64} +\d+ /.test(entry) && entry.endsWith(` ${LIST}`));
  if (!line) throw new Error(`the ${SUITE} InRelease lists no ${LIST}`);
  const expected = line.trim().split(/ +/)[0];
  const xz = await download(`${MIRROR}/dists/${SUITE}/${LIST}`);
  const signedList = sha256(xz) === expected;
  if (!signedList) log(`${MIRROR}: its ${LIST} is not the one its InRelease signs (a mirror mid-sync?)`);
  return { text: runOrThrow('xz', ['-dc'], { input: xz, maxBuffer: 256 * 1024 * 1024 }), signedList };
}

/** The stanzas of the named packages: { Package, Version, Filename, SHA256 }. */
function stanzas(list, names) {
  const found = new Map();
  for (const block of list.split('\n\n')) {
    const fields = Object.fromEntries(
      block
        .split('\n')
        .filter((line) => /^[A-Za-z0-9-]+: /.test(line))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    if (names.includes(fields.Package)) found.set(fields.Package, fields);
  }
  const missing = names.filter((name) => !found.has(name));
  if (missing.length) throw new Error(`${SUITE} has no ${missing.join(', ')}`);
  return names.map((name) => found.get(name));
}

/**
 * The unpacked tree of Debian 13's WordPress, downloaded and unpacked the first time (about 17 MB; later runs
 * only read the package list, or nothing when the mirror cannot be reached and a tree is cached). Returns
 * { root, wordpress, version, signed }: root holds usr/share/ as the packages lay it out, so WordPress's
 * relative links (wp-includes/js/underscore.js -> ../../../javascript/underscore/...) resolve inside it;
 * `signed` is false when the list was not the one InRelease signs, or when a cached tree was used offline.
 */
export async function debianWordPress(log) {
  fs.mkdirSync(CACHE, { recursive: true });
  let list;
  try {
    list = await packageList(log);
  } catch (error) {
    const cached = fs
      .readdirSync(CACHE)
      .filter((name) => name.startsWith(`debian-${SUITE}-wordpress-`) && !name.endsWith('.partial'))
      .sort()
      .pop();
    if (!cached) throw error;
    log(`${MIRROR} unreachable (${error.message.split('\n')[0]}): the cached ${cached}`);
    return tree(path.join(CACHE, cached), false);
  }
  const packages = stanzas(list.text, PACKAGES);
  const root = path.join(CACHE, `debian-${SUITE}-wordpress-${packages[0].Version}`);
  if (fs.existsSync(root)) return tree(root, list.signedList);
  const partial = `${root}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  for (const { Package, Version, Filename, SHA256 } of packages) {
    log(`${Package} ${Version} from ${MIRROR}`);
    const deb = await download(`${MIRROR}/${Filename}`);
    if (sha256(deb) !== SHA256) throw new Error(`${Filename}: its SHA256 is not the one the package list gives`);
    const file = path.join(partial, path.basename(Filename));
    fs.writeFileSync(file, deb);
    runOrThrow('dpkg-deb', ['-x', file, partial]);
    fs.rmSync(file);
  }
  // Renamed when whole, so an interrupted run leaves nothing that looks done.
  fs.renameSync(partial, root);
  return tree(root, list.signedList);
}

/** `signed`: whether the package list that chose this tree was the one Debian's signature covers. */
function tree(root, signed) {
  const wordpress = path.join(root, 'usr', 'share', 'wordpress');
  return { root, wordpress, version: wordpressVersion(wordpress), signed };
}
