// Current WordPress releases without a network: WordPress Playground's builds (an npm package, so the npm
// registry brings them) run on Debian's PHP with the SQLite database plugin instead of MariaDB. The package is
// packed once into a cache outside the repository, and each WordPress is unzipped there once; a run copies
// the unzipped tree into its own folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runOrThrow } from './servers.mjs';

export const PLAYGROUND_BUILDS = '@wp-playground/wordpress-builds@0.9.19';
const CACHE = process.env.CARPET_CACHE || path.join(os.homedir(), '.cache', 'carpet-solitaire');
const unpacked = path.join(CACHE, 'wordpress-builds-0.9.19');
const SQLITE_FOLDER = 'sqlite-database-integration-main';

/** The builds the test runs on: the last 6.5 release and the newest build in the package. */
export const PLAYGROUND_VERSIONS = [
  { zip: 'wp-6.5.zip', label: '6.5' },
  { zip: 'wp-nightly.zip', label: 'nightly' },
];

/** The unpacked package (npm pack + tar the first time, about 10 s and 151 MB); returns its src/ folder. */
export function playgroundBuilds(log) {
  const src = path.join(unpacked, 'package', 'src');
  if (fs.existsSync(path.join(src, 'wordpress', 'wp-versions.json'))) return src;
  fs.mkdirSync(CACHE, { recursive: true });
  log(`npm pack ${PLAYGROUND_BUILDS} into ${CACHE}`);
  const tarball = runOrThrow('npm', ['pack', PLAYGROUND_BUILDS, '--silent', '--pack-destination', CACHE])
    .trim()
    .split('\n')
    .pop();
  const partial = `${unpacked}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  runOrThrow('tar', ['-xzf', path.join(CACHE, tarball), '-C', partial]);
  // Renamed when whole, so an interrupted run leaves nothing that looks done.
  fs.renameSync(partial, unpacked);
  fs.rmSync(path.join(CACHE, tarball), { force: true });
  return src;
}

/** A zip unzipped once into the cache; returns the folder. */
function unzipOnce(zip, name) {
  const folder = path.join(CACHE, name);
  if (fs.existsSync(folder)) return folder;
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  runOrThrow('unzip', ['-q', zip, '-d', partial]);
  fs.renameSync(partial, folder);
  return folder;
}

/**
 * A copy of one Playground build in dir/site-<label>, with the SQLite plugin, its db.php drop-in and Debian's
 * classic theme (the builds carry only the default block theme). Returns the site's folder; the caller writes
 * wp-config.php.
 */
export function makePlaygroundSite(dir, src, { zip, label }) {
  const wordpress = unzipOnce(path.join(src, 'wordpress', zip), `wordpress-${path.basename(zip, '.zip')}`);
  const sqlite = unzipOnce(
    path.join(src, 'sqlite-database-integration', 'sqlite-database-integration.zip'),
    'sqlite-database-integration',
  );
  const site = path.join(dir, `site-${label}`);
  runOrThrow('cp', ['-r', wordpress, site]);
  // The build's own wp-config.php is Playground's; the run writes its own.
  fs.rmSync(path.join(site, 'wp-config.php'), { force: true });
  const plugin = path.join(site, 'wp-content', 'plugins', 'sqlite-database-integration');
  runOrThrow('cp', ['-r', path.join(sqlite, SQLITE_FOLDER), plugin]);
  const dropIn = fs
    .readFileSync(path.join(plugin, 'db.copy'), 'utf8')
    .replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', plugin)
    .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
  fs.writeFileSync(path.join(site, 'wp-content', 'db.php'), dropIn);
  const classic = '/usr/share/wordpress/wp-content/themes/twentytwentyone';
  if (fs.existsSync(classic)) runOrThrow('cp', ['-rL', classic, path.join(site, 'wp-content', 'themes')]);
  return site;
}
