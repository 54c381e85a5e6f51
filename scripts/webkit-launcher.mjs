// WebKit (WebKitGTK's MiniBrowser, Safari's engine, not Safari) as a web-test-runner browser, driven
// over WebDriver classic by Debian's WebKitWebDriver. The launcher starts what it needs itself:
// - one Xvfb per launcher (MiniBrowser has no headless mode; without a display, creating a session
//   hangs silently), on a free display number (-displayfd), its pointer over the window so that the
//   page has the keyboard focus, stopped when wtr exits;
// - one WebKitWebDriver per launcher, on a free port, so each launcher's MiniBrowser can get its own
//   environment (the dark, reduced-motion group needs a GTK settings file under XDG_CONFIG_HOME).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { warpPointer } from './x11-pointer.mjs';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const XVFB = process.env.XVFB_PATH || '/usr/bin/Xvfb';

/** How long Xvfb, the driver and the first session may take to start before the run fails with a clear message. */
const START_TIMEOUT = 30000;

const children = new Set();
// wtr exits with process.exit: kill what is still running, synchronously.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`WebKit: ${what} did not start within ${START_TIMEOUT / 1000} s`)),
      START_TIMEOUT,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Starts an Xvfb and resolves to its DISPLAY (":N"). Each launcher has its own, with one MiniBrowser
 * window on it: with no window manager the keyboard focus follows the pointer (scripts/x11-pointer.mjs),
 * and two windows on one display would take it from each other.
 */
function xvfb() {
  return withTimeout(
    new Promise((resolve, reject) => {
      // -displayfd 3: Xvfb picks a free display and writes its number on fd 3 once it accepts clients.
      const child = track(
        spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1600x1800x24', '-nolisten', 'tcp'], {
          stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
        }),
      );
      let stderr = '';
      let out = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.stdio[3].on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve(`:${out.trim()}`);
      });
      child.on('error', (error) => reject(new Error(`WebKit: could not start ${XVFB}: ${error.message}`)));
      child.on('exit', (code) =>
        reject(
          new Error(
            `WebKit: Xvfb exited (${code}) before it was ready: ${stderr.trim().split('\n').slice(-3).join(' ')}`,
          ),
        ),
      );
    }),
    'Xvfb',
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKit: ${WEBKIT_DRIVER} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A GTK settings directory that turns animations off: WebKitGTK then matches (prefers-reduced-motion: reduce). */
function reducedMotionConfigHome() {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'wtr-webkit-'));
  fs.mkdirSync(path.join(home, 'gtk-3.0'));
  fs.writeFileSync(path.join(home, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  process.on('exit', () => fs.rmSync(home, { recursive: true, force: true }));
  return home;
}

class WebKitLauncher extends WebdriverLauncher {
  constructor({ name, dark = false, reducedMotion = false }) {
    super({
      hostname: '127.0.0.1',
      port: 0, // set in initialize()
      logLevel: 'error',
      // Session creation (MiniBrowser's start) fails after this instead of hanging.
      connectionRetryTimeout: START_TIMEOUT,
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { args: ['--automation', ...(dark ? ['--dark-mode'] : [])] },
        // webdriverio 9 asks for WebDriver BiDi by default, which WebKitWebDriver refuses.
        'wdio:enforceWebDriverClassic': true,
      },
    });
    this.label = name;
    this.reducedMotion = reducedMotion;
  }

  async initialize(config) {
    await super.initialize(config);
    this.name = this.label;
    this.display = await xvfb();
    const env = { ...process.env, DISPLAY: this.display };
    if (this.reducedMotion) env.XDG_CONFIG_HOME = reducedMotionConfigHome();
    const port = await freePort();
    this.driverProcess = track(
      spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
    );
    this.driverProcess.on('error', () => {}); // reported by waitForDriver
    await withTimeout(waitForDriver(port, this.driverProcess), WEBKIT_DRIVER);
    this.options.port = port;
  }

  /**
   * The runner's WebDriver launcher neither awaits a page's start (a failure becomes an unhandled
   * rejection, which ends the whole run) nor recovers from a crashed page (WebDriver then deletes the
   * session, and every later file would wait out the start timeout). Here a start is awaited, so its
   * failure fails that file only, and a crashed session is dropped: the next file gets a new MiniBrowser.
   */
  async startSession(id, url) {
    const newWindow = !this.driverManager;
    await this.ensureManagerInitialized();
    // The window (at the top left) gets the keyboard focus once the pointer moves over it.
    if (newWindow) for (const at of [8, 4]) await warpPointer(this.display, at, at);
    try {
      await this.driverManager.startSession(id, url);
    } catch (error) {
      await this.#dropIfCrashed(error);
      throw error;
    }
  }

  /**
   * A file's results reach the runner over its own socket before the session stops; stopping then reads the
   * page's coverage and leaves it for about:blank. On a loaded machine MiniBrowser once took more than the 30 s
   * a WebDriver command may take to leave a page whose tests had all passed: that is no failure of the file.
   * The MiniBrowser is dropped (the next file starts a new one) and the log says so. A crash fails the file.
   */
  async stopSession(id) {
    try {
      return await super.stopSession(id);
    } catch (error) {
      if (/(Request timed out|UND_ERR_HEADERS_TIMEOUT).*"url"/.test(String(error?.message))) {
        console.warn(
          `WebKit took over ${START_TIMEOUT / 1000} s to leave a test page whose results were in; the next file starts a new MiniBrowser`,
        );
        await this.#drop();
        return { testCoverage: undefined };
      }
      await this.#dropIfCrashed(error);
      throw new Error(
        `WebKit's page crashed or hung during this file; the next file starts a new MiniBrowser (${error.message})`,
        { cause: error },
      );
    }
  }

  async #dropIfCrashed(error) {
    if (/invalid session id|session deleted/i.test(String(error?.message ?? error))) await this.#drop();
  }

  async #drop() {
    const { driver } = this;
    clearInterval(this.pendingHeartbeat);
    this.driver = undefined;
    this.driverManager = undefined;
    await driver?.deleteSession().catch(() => undefined);
  }

  async stop() {
    await super.stop();
    this.driverProcess?.kill('SIGTERM');
  }
}

/** WebKit, optionally in a dark scheme and with reduced motion (neither can be emulated over WebDriver). */
export function webkitLauncher(options = {}) {
  return new WebKitLauncher({ name: 'WebKit', ...options });
}
