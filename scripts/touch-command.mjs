// A web-test-runner command for real touch input ({ type: 'start' | 'move' | 'end', position }), which
// @web/test-runner-commands lacks: puppeteer's touchscreen, over CDP in Chromium and WebDriver BiDi in
// Firefox, so the browser itself turns touches into pointer events and decides about scrolling.
// WebKit (a WebDriver session) is refused: WebKitGTK's WebDriver turns touch pointer actions into a
// mouse's, so a touch test run there would count a mouse run as touch. Touch tests skip WebKit
// (test/support/touch.ts).
export function touchCommand() {
  return {
    name: 'touch-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'send-touch') return undefined;
      if (session.browser.type !== 'puppeteer') {
        throw new Error(`send-touch needs a puppeteer browser, not ${session.browser.type}: WebKitGTK's WebDriver has no touch (it sends a mouse)`);
      }
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
