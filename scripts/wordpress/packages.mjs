// The Debian packages the WordPress sites need, installed when missing, as .ci/run installs the browsers:
// Debian 12's WordPress 6.1, its default block theme and the classic theme before it, MariaDB, and PHP's
// command line (its built-in server serves the sites, Apache is never started) with the extensions
// WordPress uses. Debian 13's WordPress is unpacked beside it, not installed (debian-release.mjs).
import { spawnSync } from 'node:child_process';

export const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'wordpress-theme-twentytwentyone',
  'mariadb-server',
  'php-cli',
  'php-mysql',
  'php-xml',
  'php-mbstring',
  'php-curl',
  'php-gd',
  'php-zip',
];

const installed = (name) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.endsWith(' installed');

/** Installs the missing packages (apt-get, as root or through sudo -n); returns the names it installed. */
export function installPackages(log) {
  const missing = PACKAGES.filter((name) => !installed(name));
  if (!missing.length) return missing;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    log(`apt-get ${args.join(' ')}`);
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    const done = spawnSync(command, rest, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const output = `${done.stdout ?? ''}${done.stderr ?? ''}`.trimEnd().split('\n').slice(-20).join('\n');
    if (done.status !== 0) throw new Error(`apt-get ${args[0]} failed (exit ${done.status}):\n${output}`);
  }
  return missing;
}
