// A web-test-runner command for real touch input ({ type: 'start' | 'move' | 'end', position }), which
// @web/test-runner-commands lacks: puppeteer's touchscreen, over CDP in Chromium and WebDriver BiDi in
// Firefox, so the browser itself turns touches into pointer events and decides about scrolling. In
// WebKit (a WebDriver session) the same touches are WebDriver pointer actions of pointer type "touch";
// WebDriver keeps the touch pressed between two action calls.
export function touchCommand() {
  return {
    name: 'touch-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'send-touch') return undefined;
      if (session.browser.type === 'webdriver') return webdriverTouch(session.browser.driver, payload);
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

async function webdriverTouch(driver, { type, position: [x, y] = [0, 0] }) {
  const actions = {
    start: [
      { type: 'pointerMove', duration: 0, x, y },
      { type: 'pointerDown', button: 0 },
    ],
    move: [{ type: 'pointerMove', duration: 0, x, y }],
    end: [{ type: 'pointerUp', button: 0 }],
  }[type];
  if (!actions) throw new Error(`send-touch: unknown type ${type}`);
  await driver.performActions([{ type: 'pointer', id: 'touch', parameters: { pointerType: 'touch' }, actions }]);
  return true;
}
