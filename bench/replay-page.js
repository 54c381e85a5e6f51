// In-page half of the floor part's replayed click (scripts/bench-replay.mjs): the DOM changes the widget
// makes for one click, recorded, then made again by hand with none of the widget's script, so that a click
// can be timed with exactly the widget's changes to the table and nothing else. Each function is serialized
// on its own by puppeteer, so each brings what it needs; they share window.domReplay.

/**
 * Installed once in a widget page, after timeClicksInPage (whose pointerup listener must run first, to read
 * the event's timeStamp): window.domReplay and its listeners on window, in the capture phase, so they run
 * before any listener in the widget's shadow tree.
 *
 * - Recording (domReplay.record = true): from the next pointerdown to the animation callback of the frame
 *   after its pointerup, every mutation in the shadow tree is kept, with its old and its new value.
 * - Replaying (domReplay.replaying = true): the widget hears no pointer, mouse or focus event, and each
 *   pointerup makes the recorded mutations in order, as the widget did. The press moves no focus, as the
 *   widget's own mousedown listener sees to on the table.
 * - domReplay.rewind() undoes the recorded mutations, newest first, and says whether the tree is then the
 *   one the click began with (the live region aside, whose sentence is written after the frame).
 */
export function installReplayInPage() {
  const root = document.querySelector('carpet-solitaire').shadowRoot;
  const replay = (window.domReplay = {
    record: false,
    replaying: false,
    records: null,
    before: null,
    rewind: null,
    glideMs: 0,
    glides: [],
  });
  /** The tree as HTML, the live region's words left out. */
  const serialize = () => {
    const copy = document.createElement('template');
    copy.innerHTML = root.innerHTML;
    for (const region of copy.content.querySelectorAll('[aria-live]')) region.textContent = '';
    return copy.innerHTML;
  };
  const seen = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  const setAttribute = (element, name, value) =>
    value === null ? element.removeAttribute(name) : element.setAttribute(name, value);
  const forward = () => {
    for (const r of replay.records) {
      if (r.type === 'attributes') setAttribute(r.target, r.name, r.newValue);
      else if (r.type === 'characterData') r.target.data = r.newValue;
      else {
        for (const node of r.removed) node.remove();
        for (const node of r.added) r.target.insertBefore(node, r.next);
      }
    }
  };
  /**
   * The least any glide costs, done as the widget does its own (element/motion/motion-controller.ts): the
   * cards the click added are marked gliding, their new boxes read (the layout the frame needs anyway), and
   * each is animated from the pressed card's box (read before the changes) to its own.
   */
  const glide = (start) => {
    const cards = replay.records.flatMap((r) => r.added).filter((node) => node.classList?.contains('card'));
    for (const card of cards) card.classList.add('gliding');
    const ends = cards.map((card) => card.getBoundingClientRect());
    cards.forEach((card, i) => {
      const dx = start.left + start.width / 2 - (ends[i].left + ends[i].width / 2);
      const dy = start.top + start.height / 2 - (ends[i].top + ends[i].height / 2);
      const animation = card.animate([{ translate: `${dx}px ${dy}px` }, { translate: '0px 0px' }], {
        duration: replay.glideMs,
        easing: 'cubic-bezier(.2,.7,.3,1)',
      });
      replay.glides.push({ card, animation });
    });
  };
  replay.rewind = () => {
    for (const { card, animation } of replay.glides.splice(0)) {
      animation.cancel();
      card.classList.remove('gliding');
    }
    for (const r of [...replay.records].reverse()) {
      if (r.type === 'attributes') setAttribute(r.target, r.name, r.oldValue);
      else if (r.type === 'characterData') r.target.data = r.oldValue;
      else {
        for (const node of r.added) node.remove();
        for (const node of r.removed) r.target.insertBefore(node, r.next);
      }
    }
    return serialize() === replay.before;
  };
  /** The records as values to make again: each one's new value is the next change's old value of the same thing, or the value now. */
  const keep = (records) => {
    const list = records.map((r) => ({
      type: r.type,
      target: r.target,
      name: r.attributeName,
      oldValue: r.oldValue,
      added: [...r.addedNodes],
      removed: [...r.removedNodes],
      next: r.nextSibling,
    }));
    list.forEach((r, i) => {
      if (r.type === 'childList') return;
      const later = list.slice(i + 1).find((x) => x.type === r.type && x.target === r.target && x.name === r.name);
      r.newValue = later ? later.oldValue : r.type === 'attributes' ? r.target.getAttribute(r.name) : r.target.data;
    });
    return list;
  };
  addEventListener(
    'pointerdown',
    () => {
      if (!replay.record) return;
      replay.before = serialize();
      seen.length = 0;
      observer.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeOldValue: true,
        characterData: true,
        characterDataOldValue: true,
      });
    },
    true,
  );
  addEventListener(
    'pointerup',
    (event) => {
      if (replay.replaying) {
        event.stopImmediatePropagation();
        const pressed = replay.glideMs > 0 ? event.composedPath()[0].closest?.('.card, .pile') : null;
        const start = pressed?.getBoundingClientRect();
        forward();
        if (start) glide(start);
        return;
      }
      if (!replay.record) return;
      requestAnimationFrame(() => {
        replay.records = keep([...seen.splice(0), ...observer.takeRecords()]);
        observer.disconnect();
        replay.record = false;
      });
    },
    true,
  );
  const quiet = (event) => {
    if (!replay.replaying) return;
    event.stopImmediatePropagation();
    // A press on the table moves no focus: the widget's own mousedown listener keeps it where it was.
    if (event.type === 'mousedown') event.preventDefault();
  };
  for (const type of [
    'pointerdown',
    'mousedown',
    'mouseup',
    'click',
    'dblclick',
    'focusin',
    'focusout',
    'focus',
    'blur',
  ])
    addEventListener(type, quiet, true);
}

/** Records the next click's changes (installReplayInPage). */
export function recordNextClickInPage() {
  window.domReplay.record = true;
}

/** Forgets the clicks timed so far (timeClicksInPage): the recorded click was the widget's own. */
export function forgetClicksInPage() {
  window.floorClicks.length = 0;
}

/** Whether the recorded click's changes are all in: the frame after its pointerup has begun. */
export function clickRecorded() {
  return Boolean(window.domReplay.records) && !window.domReplay.record;
}

/**
 * After the recorded click: the tree put back as it was before it, and from now on each click makes the
 * recorded changes. Returns { exact, mutations }: whether the tree put back is the one the click began
 * with, and how many changes of each kind the click made.
 */
export function startReplayInPage() {
  const replay = window.domReplay;
  const exact = replay.rewind();
  replay.replaying = true;
  const count = (type) => replay.records.filter((r) => r.type === type).length;
  return {
    exact,
    mutations: {
      attributes: count('attributes'),
      text: count('characterData'),
      nodesAdded: replay.records.reduce((sum, r) => sum + r.added.length, 0),
      nodesRemoved: replay.records.reduce((sum, r) => sum + r.removed.length, 0),
    },
  };
}

/**
 * From now on each replayed click also glides its cards, as the widget's own glide does and for as long
 * (its `--carpet-duration`, 180 ms unless the page sets another): the least a click that glides costs.
 * Returns the glide's length in milliseconds.
 */
export function glideReplaysInPage() {
  const host = document.querySelector('carpet-solitaire');
  const value = getComputedStyle(host).getPropertyValue('--_duration').trim();
  const match = /^(\d*\.?\d+)(ms|s)$/i.exec(value);
  window.domReplay.glideMs = match ? Number(match[1]) * (match[2].toLowerCase() === 's' ? 1000 : 1) : 180;
  return window.domReplay.glideMs;
}

/** Between two replayed clicks (untimed): the tree as before the click again; false if it is not. */
export function rewindReplayInPage() {
  return window.domReplay.rewind();
}
