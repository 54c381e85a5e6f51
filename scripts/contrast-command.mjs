// A web-test-runner command that puts a Chromium page under a reader's contrast theme, which
// @web/test-runner-commands' emulateMedia cannot (puppeteer refuses forced-colors and prefers-contrast):
//
//   emulate-contrast { forcedColors?: 'active' | 'none', colorScheme?: 'light' | 'dark', contrast?: 'more' | 'no-preference' }
//                    sets these media features over CDP (null: all back as the browser has them), and answers
//                    true; false where the browser cannot be asked (Firefox, driven over WebDriver BiDi, and
//                    WebKit over WebDriver), which test/element/contrast.test.ts runs in browsers launched so.

/** Each test page's own CDP session, kept so that the features it set stay set. */
const sessions = new WeakMap();

export function contrastCommand() {
  return {
    name: 'contrast-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-contrast') return undefined;
      if (session.browser.type !== 'puppeteer') return false;
      const page = session.browser.getPage(session.id);
      if (/firefox/i.test(await page.browser().version())) return false;
      if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
      const features = [];
      if (payload?.forcedColors) features.push({ name: 'forced-colors', value: payload.forcedColors });
      if (payload?.colorScheme) features.push({ name: 'prefers-color-scheme', value: payload.colorScheme });
      if (payload?.contrast) features.push({ name: 'prefers-contrast', value: payload.contrast });
      await sessions.get(page).send('Emulation.setEmulatedMedia', { features });
      return true;
    },
  };
}
