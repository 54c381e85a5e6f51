// web-test-runner commands for WebDriver sessions (WebKit, scripts/webkit-launcher.mjs) where the
// runner's own do not reach them: its setViewport and emulateMedia speak puppeteer/playwright only,
// and its sendKeys over WebDriver knows `press` and `type` but not `down`/`up`. The runner puts its
// own command plugins before the project's, so these have names of their own; test/support/commands.ts
// calls them in WebKit and the runner's everywhere else. Touch is in scripts/touch-command.mjs.
// This plugin also answers "accessible-name" in every engine (scripts/accessible-name-command.mjs), so
// that command needs no plugin of its own in web-test-runner.config.mjs.
import { accessibleName } from './accessible-name-command.mjs';

// WebDriver's key codes for the modifiers the tests hold (W3C WebDriver, "Keyboard actions").
const KEY_CODES = { Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Meta: '\uE03D' };

function keyValue(key) {
  if (key in KEY_CODES) return KEY_CODES[key];
  if ([...key].length === 1) return key;
  throw new Error(`webdriver-keys: no WebDriver code for "${key}"`);
}

export function webdriverCommands() {
  return {
    name: 'webdriver-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'accessible-name') return accessibleName(session, payload);
      if (command !== 'webdriver-set-viewport' && command !== 'webdriver-keys') return undefined;
      if (session.browser.type !== 'webdriver')
        throw new Error(`${command} needs a WebDriver browser, not ${session.browser.type}`);
      const driver = session.browser.driver;
      if (command === 'webdriver-set-viewport') {
        // Window resizing stands in for the viewport: size the window, see what the page got, correct once
        // by the difference (MiniBrowser's toolbar and borders).
        const { width, height } = payload;
        await driver.setWindowRect(0, 0, width, height);
        const [innerWidth, innerHeight] = await driver.execute('return [window.innerWidth, window.innerHeight]');
        if (innerWidth !== width || innerHeight !== height)
          await driver.setWindowRect(0, 0, width + (width - innerWidth), height + (height - innerHeight));
        return true;
      }
      // Key down or up as WebDriver key actions: WebDriver keeps a key pressed between two action calls.
      const type = 'down' in payload ? 'keyDown' : 'keyUp';
      await driver.performActions([
        { type: 'key', id: 'keyboard', actions: [{ type, value: keyValue(payload.down ?? payload.up) }] },
      ]);
      return true;
    },
  };
}
