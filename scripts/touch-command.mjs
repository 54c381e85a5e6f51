// A web-test-runner command for real touch input ({ type: 'start' | 'move' | 'end', position }), which
// @web/test-runner-commands lacks: puppeteer's touchscreen, over CDP in Chromium and WebDriver BiDi in
// Firefox, so the browser itself turns touches into pointer events and decides about scrolling.
export function touchCommand() {
  return {
    name: 'touch-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'send-touch') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error(`send-touch needs a puppeteer browser, not ${session.browser.type}`);
      const page = session.browser.getPage(session.id);
      const [x, y] = payload.position ?? [0, 0];
      if (payload.type === 'start') await page.touchscreen.touchStart(x, y);
      else if (payload.type === 'move') await page.touchscreen.touchMove(x, y);
      else if (payload.type === 'end') await page.touchscreen.touchEnd();
      else throw new Error(`send-touch: unknown type ${payload.type}`);
      return true;
    },
  };
}
