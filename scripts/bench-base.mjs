// `npm run bench -- --only floor --base <git-ref>`: another commit's build, measured beside the
// current one in the same run. The ref is checked out in a temporary git worktree under the system's
// temporary folder, with a symlink to this checkout's node_modules (no install), and built with that ref's
// own `npm run build`; the bench serves its dist/ under /bench-base/dist/ and removes the worktree at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzip } from './compressed.mjs';

const git = (root, ...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * Builds `ref` in a temporary worktree: { ref, commit, subject, dir, dist, buildSeconds, remove() }. The
 * worktree is removed by remove(), also on Ctrl-C; a run killed outright leaves it to `git worktree prune`
 * (and the folder, named carpet-bench-base-*, to the system's cleaning of its temporary folder).
 */
export function buildBase(ref, root) {
  let commit;
  try {
    commit = git(root, 'rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    throw new Error(`--base ${ref}: not a commit in this repository`);
  }
  const subject = git(root, 'log', '-1', '--format=%s', commit);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carpet-bench-base-'));
  git(root, 'worktree', 'add', '--detach', dir, commit);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    process.off('SIGINT', interrupted);
    try {
      git(root, 'worktree', 'remove', '--force', dir);
    } catch (error) {
      console.error(`bench: could not remove the base worktree ${dir}: ${error.message}`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => {
    remove();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  try {
    fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
    const started = Date.now();
    const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8' });
    if (build.status !== 0) {
      const output = `${build.stdout ?? ''}${build.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
      throw new Error(`--base ${ref}: its \`npm run build\` failed (exit ${build.status}):\n${output}`);
    }
    const dist = path.join(dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'carpet-solitaire.js')))
      throw new Error(`--base ${ref}: its build wrote no dist/carpet-solitaire.js`);
    return { ref, commit, subject, dir, dist, buildSeconds: Math.round((Date.now() - started) / 100) / 10, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * What a page playing `game` downloads before its first card, gzip -9 (each file on its own), by
 * scripts/size.mjs's rule: the entry and the game's own chunk (chunks/<game>-<hash>.js, not its
 * -search- chunk). { files, gzip }; the game's chunk is missing from files where the build has none.
 */
export function firstCardBytes(dist, game) {
  const chunks = fs.existsSync(path.join(dist, 'chunks')) ? fs.readdirSync(path.join(dist, 'chunks')) : [];
  const own = chunks
    .filter((name) => new RegExp(`^${game}-[\\w-]+\\.js$`).test(name) && !name.startsWith(`${game}-search-`))
    .map((name) => `chunks/${name}`);
  const files = ['carpet-solitaire.js', ...own];
  return { files, gzip: files.reduce((sum, file) => sum + gzip(fs.readFileSync(path.join(dist, file))), 0) };
}
