// Web-test-runner commands for real touch input, which @web/test-runner-commands lacks: puppeteer's
// touchscreen, over CDP in Chromium and WebDriver BiDi in Firefox, so the browser itself turns touches into
// pointer events and decides about scrolling and zooming.
//
//   send-touch      { type: 'start' | 'move' | 'end', position?, finger? }: one step of one finger (finger 0
//                   unless given; a second finger down beside the first makes a pinch), or
//                   { type: 'sequence', steps: [...] }: such steps one after another in one command, with no
//                   round trip to the page between them (a swipe that must not pause on its way), or
//                   { type: 'release' }: every finger still down lifted (after a test that failed mid-gesture).
//   mobile-viewport { width, height } makes the page a phone's (Chromium: CDP's mobile emulation, touch
//                   emulation, so a meta viewport counts and `pointer: coarse` matches), at its initial
//                   scale (an earlier pinch undone); null puts it back.
//                   Answers false where the engine has no such emulation (Firefox under BiDi).
//
// WebKit (a WebDriver session) is refused: WebKitGTK's WebDriver turns touch pointer actions into a
// mouse's, so a touch test run there would count a mouse run as touch. Touch tests skip WebKit
// (test/support/touch.ts).

/** Each session's fingers that are down, by finger number. */
const fingers = new Map();

export function touchCommand() {
  return {
    name: 'touch-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'send-touch' && command !== 'mobile-viewport') return undefined;
      if (session.browser.type !== 'puppeteer') {
        throw new Error(
          `${command} needs a puppeteer browser, not ${session.browser.type}: WebKitGTK's WebDriver has no touch (it sends a mouse)`,
        );
      }
      const page = session.browser.getPage(session.id);
      if (command === 'mobile-viewport') return mobileViewport(page, payload);
      if (payload.type === 'release') return release(session.id);
      const steps = payload.type === 'sequence' ? payload.steps : [payload];
      for (const step of steps) await touchStep(page, session.id, step);
      return true;
    },
  };
}

async function touchStep(page, id, { type, position, finger = 0 }) {
  const down = fingers.get(id) ?? new Map();
  fingers.set(id, down);
  const [x, y] = position ?? [0, 0];
  if (type === 'start') {
    if (down.has(finger)) throw new Error(`send-touch: finger ${finger} is down already`);
    down.set(finger, await page.touchscreen.touchStart(x, y));
    return;
  }
  const handle = down.get(finger);
  if (!handle) throw new Error(`send-touch: finger ${finger} is not down (${type})`);
  if (type === 'move') await handle.move(x, y);
  else if (type === 'end') {
    down.delete(finger);
    await handle.end();
  } else throw new Error(`send-touch: unknown type ${type}`);
}

/** Lifts every finger of the session still down (a test that failed mid-gesture), so the next test starts clean. */
async function release(id) {
  const down = fingers.get(id);
  fingers.delete(id);
  for (const handle of down?.values() ?? []) await handle.end().catch(() => {});
  return true;
}

async function mobileViewport(page, viewport) {
  // Puppeteer's own CDP session, so that the runner's setViewport (the same session) later replaces this.
  if (page.browser().protocol !== 'cdp') return false;
  const client = page._client();
  if (viewport) {
    await client.send('Emulation.setDeviceMetricsOverride', {
      width: viewport.width,
      height: viewport.height,
      deviceScaleFactor: 2,
      mobile: true,
    });
    await client.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    // A pinch of an earlier test is undone: the page starts at its initial scale.
    await client.send('Emulation.resetPageScaleFactor');
  } else {
    await client.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await client.send('Emulation.clearDeviceMetricsOverride');
  }
  return true;
}
