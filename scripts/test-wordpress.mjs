// The WordPress plugin in real WordPress releases, without network beyond Debian's mirror: Debian 12's 6.1,
// then Debian 13's current release (6.8 when written; unpacked into a cache outside the repository), each on
// MariaDB. For each:
// sets up a site, installs the plugin from its zip as wp-admin's upload form does, publishes posts through
// the REST API as an author and an editor, and plays them in Chromium as a visitor; inserts the block in the
// real editor as the author, changes a setting in its sidebar, publishes and plays that post; switches the
// site to French and reads the block's sidebar. One browser serves every version.
//
//   node scripts/test-wordpress.mjs [zip]    default zip: dist/carpet-solitaire-wordpress.zip (npm run build)
//
// Runs as root (apt-get, MariaDB). Prints each check with its time, each version's count, last the plain line
// "N passed, N failed"; writes test-results/wordpress.json. Stops the servers it started and removes its
// folder, even on failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Checks } from './sites/checks.mjs';
import { WIDTHS, playPage } from './sites/play.mjs';
import { EDITOR_BLOCK, EDITOR_PUBLISHED, editorPublishes, sidebarLabels } from './wordpress/editor.mjs';
import { installPackages } from './wordpress/packages.mjs';
import { SUITE, debianWordPress } from './wordpress/debian-release.mjs';
import { checkPlantedFaults, checkPluginStatically } from './wordpress/plugin-check.mjs';
import { POSTS, bareTagStripped, publish } from './wordpress/posts.mjs';
import { freePort } from './sites/static-server.mjs';
import { debugLogOf, makeSite, runOrThrow, startMariaDB, startPhp, wordpressVersion } from './wordpress/servers.mjs';
import { checkHtml, checkPage, checkPlainPage } from './wordpress/visitor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const here = path.join(root, 'scripts', 'wordpress');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const zip = path.resolve(process.argv[2] ?? path.join(root, 'dist', 'carpet-solitaire-wordpress.zip'));

const checks = new Checks();
/** The WordPress version the checks are about now ('' before and after the sites): named in each check. */
let current = '';
const record = (check, ok, ms, detail = '') =>
  checks.record(current ? `WordPress ${current}: ${check}` : check, ok, ms, detail, { wordpress: current });
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
/** A `must` that stopped the run is said as it is; anything else failed the run, with its stack. */
const reportStop = (error) => {
  if (String(error.message).startsWith('stopped:')) console.log(`  ${error.message}`);
  else record('run', false, 0, error.stack ?? String(error));
};
const must = (value, what) => {
  if (value === undefined) throw new Error(`stopped: ${what} failed`);
  return value;
};

/** Script modules (wp_enqueue_script_module) came with WordPress 6.5. */
const hasScriptModules = (version) => {
  const [major, minor] = version.split(/[.-]/).map(Number);
  return major > 6 || (major === 6 && minor >= 5);
};

/**
 * Each WordPress: Debian 12's (6.1, installed from the system's packages) and Debian 13's (the current
 * release line, unpacked into a cache), each on a MariaDB of its own. `make(url, cleanup)` resolves to the
 * site's folder with its wp-config.php.
 */
function sites(dir) {
  const database = async (cleanup) =>
    must(
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
  const bookworm = {
    name: "Debian 12's WordPress (the system's package) on MariaDB",
    async make(url, cleanup) {
      const db = await database(cleanup);
      return must(
        await check('a copy of /usr/share/wordpress with its wp-config.php', () =>
          makeSite(dir, { socket: db.socket, url, name: 'site-debian12' }),
        ),
        'the copy',
      );
    },
  };
  const trixie = {
    name: `Debian 13's WordPress (${SUITE}'s package, unpacked) on MariaDB`,
    async make(url, cleanup) {
      const release = must(
        await check(
          (found) =>
            `${SUITE}'s wordpress package, checked against ${found?.signed === false ? 'its package list' : "Debian's signed index"}${found ? `: WordPress ${found.version}` : ''}`,
          () => debianWordPress((line) => console.log(`  ${line}`)),
        ),
        `${SUITE}'s WordPress`,
      );
      const db = await database(cleanup);
      // Twenty Twenty-One, the classic theme, from Debian 12: Debian 13 packages only the block themes.
      const classic = '/usr/share/wordpress/wp-content/themes/twentytwentyone';
      return must(
        await check(`a copy of ${SUITE}'s WordPress with Twenty Twenty-One and its wp-config.php`, () =>
          makeSite(dir, {
            socket: db.socket,
            url,
            source: release.wordpress,
            name: 'site-debian13',
            themes: [classic],
          }),
        ),
        'the copy',
      );
    },
  };
  return [bookworm, trixie];
}

/** One site, up to the published posts; cleanup collects what must be stopped. */
async function setUp(dir, kind, cleanup) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = await kind.make(url, cleanup);
  const version = wordpressVersion(site);
  current = version;
  const setup = must(
    await check(
      (out) =>
        `WordPress installed, users made, the zip installs and activates${out ? `: WordPress ${out.wordpress}, PHP ${out.php}, ${out.database}, ${out.plugin}` : ''}`,
      () => {
        if (!fs.existsSync(zip)) throw new Error(`no ${zip}: run \`npm run build\` first`);
        const output = runOrThrow('php', [path.join(here, 'setup.php'), site, url, zip]);
        // The last line is the JSON; WordPress may print before it (an error page, a notice).
        const out = JSON.parse(output.trim().split('\n').pop());
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
  return { url, site, version, scriptModules: hasScriptModules(version), users: setup.users, posts };
}

/** The visitor's checks of each published post; `theme` names the theme in the checks' names. */
async function playPosts(browser, site, theme) {
  const how = site.scriptModules ? 'as a script module' : 'as a module script in the footer';
  for (const [key, post] of Object.entries(POSTS)) {
    const published = site.posts[key];
    if (!published) continue;
    await check(
      `${post.title}${theme}: the HTML loads the module ${post.elements.length ? `once, at its plain URL, ${how}` : 'not at all'}`,
      () => checkHtml(published.link, post, site),
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
          `${post.title}${theme} at ${width} px${moved ? `: settings on the tags, the module requested and defined once, moved ${moved.from} to ${moved.to}` : ''}`,
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

async function playEditor(browser, site) {
  const { url, users } = site;
  const where = site.scriptModules ? "in the editor's iframe" : 'in the editor';
  const edited = await check(
    `the editor: the author inserts the block, sees the game ${where}, makes a move in it with the mouse, turns the play clock on in the sidebar, publishes`,
    () =>
      editorPublishes(browser, url, users.author, { iframe: site.scriptModules }, (line) =>
        console.log(`       ${line}`),
      ),
  );
  if (!edited) return;
  const post = { elements: [EDITOR_PUBLISHED] };
  await check("the editor's post: the HTML loads the module once, at its plain URL", () =>
    checkHtml(edited.link, post, site),
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

/** The plugin's own translations: the site in French, the block's description and sidebar labels in French. */
async function playFrench(browser, site) {
  const language = await check("the site's language set to fr_FR", () =>
    runOrThrow('php', [path.join(here, 'language.php'), site.site, site.url, 'fr_FR']).trim(),
  );
  if (!language) return;
  await check(
    (seen) =>
      `the editor in French: the block's description and sidebar labels are the plugin's French${seen ? `: "${seen.description.slice(0, 30)}…", "${seen.label}"` : ''}`,
    () => sidebarLabels(browser, site.url, site.users.author, 'fr'),
  );
  runOrThrow('php', [path.join(here, 'language.php'), site.site, site.url, '']);
}

/** Everything on one WordPress; its servers are stopped before the next one starts. */
async function testVersion(browser, dir, kind) {
  const cleanup = [];
  console.log(`\n== ${kind.name}`);
  try {
    const site = await setUp(dir, kind, cleanup);
    await playPosts(browser, site, '');
    await playEditor(browser, site);
    await playFrench(browser, site);
    // The same posts in the classic theme after the block theme: the content is rendered after <head>.
    const classic = await check(
      (theme) => `the theme switched${theme ? ` to ${theme}` : ''}`,
      () => runOrThrow('php', [path.join(here, 'theme.php'), site.site, site.url, 'twentytwentyone']).trim(),
    );
    if (classic) await playPosts(browser, site, ' (classic theme)');
    const log = debugLogOf(dir, site.site);
    const own = fs.existsSync(log)
      ? fs
          .readFileSync(log, 'utf8')
          .split('\n')
          .filter((line) => line.includes('carpet-solitaire'))
      : [];
    record("PHP's log names nothing of the plugin's", own.length === 0, 0, own.slice(0, 20).join('\n'));
  } catch (error) {
    reportStop(error);
  } finally {
    for (const stop of cleanup.reverse()) await stop().catch((error) => console.log(`  stopping: ${error.message}`));
    current = '';
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carpet-wordpress-'));
  // On Ctrl-C too (servers.mjs stops the servers then).
  const remove = () => process.env.KEEP_WORDPRESS || fs.rmSync(dir, { recursive: true, force: true });
  process.on('exit', remove);
  let browser;
  console.log(`== WordPress: the plugin from ${path.relative(root, zip)}, in ${dir}`);
  try {
    await check("the plugin's files pass the plugin directory's offline checks", () => checkPluginStatically());
    await check(
      (count) => `the offline checks find the faults planted in a copy of the plugin${count ? ` (${count})` : ''}`,
      () => checkPlantedFaults(),
    );
    const installed = must(
      await check('Debian packages', () => installPackages((line) => console.log(`  ${line}`))),
      'the packages',
    );
    if (installed.length) console.log(`  (installed ${installed.join(' ')})`);
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    for (const kind of sites(dir)) await testVersion(browser, dir, kind);
  } catch (error) {
    reportStop(error);
  } finally {
    await browser?.close();
    remove();
  }
  // Each version's count, then the whole run's.
  const versions = {};
  for (const result of checks.results) {
    const key = result.wordpress || 'the plugin and the machine';
    versions[key] ??= { passed: 0, failed: 0 };
    versions[key][result.ok ? 'passed' : 'failed'] += 1;
  }
  console.log('');
  for (const [version, count] of Object.entries(versions))
    console.log(
      `${/^\d/.test(version) ? `WordPress ${version}` : version}: ${count.passed} passed, ${count.failed} failed`,
    );
  checks.finish('wordpress', 'WordPress', { versions });
}

main();
