// The WordPress plugin in a real WordPress (Debian's 6.1, no network): sets up a site from Debian's
// packages (installing the missing ones), installs the plugin from its zip as wp-admin's upload form does,
// publishes posts through the REST API as an author and an editor, and plays them in Chromium as a visitor;
// then inserts the block in the real editor as the author, publishes and plays that post.
//
//   node scripts/test-wordpress.mjs [zip]    default zip: dist/carpet-solitaire-wordpress.zip (npm run build)
//
// Runs as root (apt-get, MariaDB). Prints each check with its time, last the plain line "N passed, N failed";
// writes test-results/wordpress.json. Stops the servers it started and removes its folder, even on failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Checks } from './sites/checks.mjs';
import { WIDTHS, playPage } from './sites/play.mjs';
import { EDITOR_BLOCK, editorPublishes } from './wordpress/editor.mjs';
import { installPackages } from './wordpress/packages.mjs';
import { POSTS, bareTagStripped, publish } from './wordpress/posts.mjs';
import { freePort, makeSite, runOrThrow, startMariaDB, startPhp } from './wordpress/servers.mjs';
import { checkHtml, checkPage, checkPlainPage } from './wordpress/visitor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const here = path.join(root, 'scripts', 'wordpress');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const zip = path.resolve(process.argv[2] ?? path.join(root, 'dist', 'carpet-solitaire-wordpress.zip'));

const checks = new Checks();
const record = (check, ok, ms, detail = '') => checks.record(check, ok, ms, detail);
/** Runs one check; its name may come from its result. Returns its result, or undefined when it failed. */
async function check(name, fn) {
  const start = Date.now();
  try {
    const result = await fn();
    record(typeof name === 'function' ? name(result) : name, true, Date.now() - start);
    return result;
  } catch (error) {
    record(typeof name === 'function' ? name() : name, false, Date.now() - start, error.stack ?? String(error));
    return undefined;
  }
}
const must = (value, what) => {
  if (value === undefined) throw new Error(`stopped: ${what} failed`);
  return value;
};

/** The site, up to the published posts; cleanup collects what must be stopped. */
async function setUp(dir, cleanup) {
  const installed = must(
    await check('Debian packages', () => installPackages((line) => console.log(`  ${line}`))),
    'the packages',
  );
  if (installed.length) console.log(`  (installed ${installed.join(' ')})`);
  const db = must(
    await check(
      (db) => `MariaDB in a temporary datadir${db ? `: ${db.version}` : ''}`,
      async () => {
        const started = await startMariaDB(dir);
        cleanup.push(started.stop);
        return started;
      },
    ),
    'MariaDB',
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = must(
    await check('a copy of /usr/share/wordpress with its wp-config.php', () =>
      makeSite(dir, { socket: db.socket, url }),
    ),
    'the copy',
  );
  const setup = must(
    await check(
      (out) =>
        `WordPress installed, users made, the zip installs and activates${out ? `: WordPress ${out.wordpress}, PHP ${out.php}, ${out.plugin}` : ''}`,
      () => {
        if (!fs.existsSync(zip)) throw new Error(`no ${zip}: run \`npm run build\` first`);
        const output = runOrThrow('php', [path.join(here, 'setup.php'), site, url, zip]);
        const out = JSON.parse(output.slice(output.indexOf('{')));
        for (const [role, user] of Object.entries(out.users))
          if (role === 'author' && user.unfiltered_html) throw new Error('the author has unfiltered_html');
        return out;
      },
    ),
    'the install',
  );
  must(
    await check(`PHP's built-in server at ${url}`, async () => {
      const server = await startPhp(dir, site, port);
      cleanup.push(server.stop);
      return server;
    }),
    'the PHP server',
  );
  await check("REST: the author's bare <carpet-solitaire> tag is filtered out (kses is on)", () =>
    bareTagStripped(url, setup.users),
  );
  const posts = {};
  for (const [key, post] of Object.entries(POSTS))
    posts[key] = await check(`REST: "${post.title}" published as the ${post.as}, stored as sent`, () =>
      publish(url, setup.users, post),
    );
  return { url, site, users: setup.users, posts };
}

/** The visitor's checks of each published post; `theme` names the theme in the checks' names. */
async function playPosts(browser, posts, theme) {
  for (const [key, post] of Object.entries(POSTS)) {
    const published = posts[key];
    if (!published) continue;
    await check(
      `${post.title}${theme}: the HTML loads the module ${post.elements.length ? 'once, at its plain URL' : 'not at all'}`,
      () => checkHtml(published.link, post),
    );
    if (!post.elements.length) {
      await check(`${post.title}${theme}: no tag, no script, no request of the plugin's`, () =>
        checkPlainPage(browser, published.link, post),
      );
      continue;
    }
    for (const width of WIDTHS)
      await check(
        (moved) =>
          `${post.title}${theme} at ${width} px${moved ? `: settings on the tags, the module once, moved ${moved.from} to ${moved.to}` : ''}`,
        async () => {
          const { moved } = await playPage(browser, published.link, width, {
            variant: post.elements[0].variant,
            extra: ({ page }) => checkPage(page, post),
          });
          return moved;
        },
      );
  }
}

async function playAll(browser, { url, users, posts }) {
  await playPosts(browser, posts, '');
  const edited = await check('the editor: the author inserts the block, sees the game, publishes', () =>
    editorPublishes(browser, url, users.author, (line) => console.log(`       ${line}`)),
  );
  if (!edited) return;
  const post = { elements: [EDITOR_BLOCK] };
  await check("the editor's post: the HTML loads the module once, at its plain URL", () =>
    checkHtml(edited.link, post),
  );
  for (const width of WIDTHS)
    await check(
      (moved) =>
        `the editor's post at ${width} px${moved ? `: settings on the tag, moved ${moved.from} to ${moved.to}` : ''}`,
      async () => {
        const { moved } = await playPage(browser, edited.link, width, {
          variant: EDITOR_BLOCK.variant,
          extra: ({ page }) => checkPage(page, post),
        });
        return moved;
      },
    );
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carpet-wordpress-'));
  const cleanup = [];
  // On Ctrl-C too (servers.mjs stops the servers then).
  const remove = () => process.env.KEEP_WORDPRESS || fs.rmSync(dir, { recursive: true, force: true });
  process.on('exit', remove);
  let browser;
  console.log(`== WordPress: the plugin from ${path.relative(root, zip)}, in ${dir}`);
  try {
    const site = await setUp(dir, cleanup);
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    await playAll(browser, site);
    // The same posts in the classic theme before the block themes: the content is rendered after <head>.
    const classic = await check(
      (theme) => `the theme switched${theme ? ` to ${theme}` : ''}`,
      () => runOrThrow('php', [path.join(here, 'theme.php'), site.site, site.url, 'twentytwentyone']).trim(),
    );
    if (classic) await playPosts(browser, site.posts, ' (classic theme)');
  } catch (error) {
    if (!String(error.message).startsWith('stopped:')) record('run', false, 0, error.stack ?? String(error));
    else console.log(`  ${error.message}`);
  } finally {
    await browser?.close();
    const log = path.join(dir, 'debug.log');
    if (fs.existsSync(log)) {
      const own = fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('carpet-solitaire'));
      record("PHP's log names nothing of the plugin's", own.length === 0, 0, own.slice(0, 20).join('\n'));
    }
    for (const stop of cleanup.reverse()) await stop().catch((error) => console.log(`  stopping: ${error.message}`));
    remove();
  }
  checks.finish('wordpress', 'WordPress');
}

main();
