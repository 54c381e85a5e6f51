/**
 * "Nothing breaks, nothing is lost": a seeded browser fuzz per game. Thousands of random pointer,
 * mouse, keyboard, API and attribute events; after every one, no uncaught error, no console.error, and
 * the rules' invariants hold (every card still on the table exactly as often as the packs hold it, a
 * known status, legal moves only while playing and each one accepted by the game's pure rules, one
 * keyboard tab stop on the board, no inline style left once every pointer is up).
 *
 * Everything random comes from one seeded generator (the page's crypto.getRandomValues too, so the
 * New game button deals reproducibly); a failure names the fuzz seed and the event index. Only timing
 * (when the solver's verdict arrives, double-click windows) can differ between two runs.
 */
import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { fullDeck } from '../../src/core/cards.js';
import { type Random, createRandom } from '../../src/core/random.js';
import type { Move } from '../../src/core/types.js';
import { GAMES } from '../../src/games/all.js';
import { drawingMismatches } from './helpers.js';
import { refusalText } from '../support/refusal.js';

const EVENTS = 5000;
const STATUSES = ['playing', 'won', 'lost'];
/** Real key presses sent through the test runner in one run, at most (each costs a round trip). */
const REAL_KEYS = 3;
const KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Enter',
  ' ',
  'Escape',
  'Tab',
  'd',
  'u',
  'r',
  'h',
  '?',
  'D',
  'U',
  'H',
  'z',
  'y',
  'x',
  'Shift',
  'F5',
];
const POINTER_TYPES = ['mouse', 'touch', 'pen'];
/** Attributes the fuzz changes, with valid and garbage values (null removes the attribute). */
const ATTRIBUTES: Record<string, (string | null)[]> = {
  fill: ['auto', 'manual', '', 'AUTO', 'sideways', null],
  animation: ['normal', 'fast', 'off', '', 'slow', 'Off', null],
  persist: ['true', 'false', '', 'maybe', null],
  autoplay: ['', 'false', 'autoplay', null, null],
};
const VARIANT_VALUES = ['carpet', 'carthage', 'cadogan-carpet', 'carpet', 'carthage', 'cadogan-carpet', 'klondike', ''];
const SEED_VALUES = ['42', '7', 'daily-2026-11-29', '🂡 emoji', '', null, ' ', '0'];

/** The game state behind the element, read through its private game session, to check moves with the pure rules. */
const stateOf = (el: CarpetSolitaire): object =>
  (el as unknown as { session: { context(): { state: object } } }).session.context().state;

interface OpenPointer {
  id: number;
  type: string;
  /** Where the press landed: a captured pointer keeps sending its events there while it is in the page. */
  target: Element;
  captured: boolean;
  x: number;
  y: number;
  /** Where this pointer is heading, when it is a drag. */
  dest: { x: number; y: number } | null;
}

interface FuzzOptions {
  variant: string;
  seed: string;
  events: number;
  /** Also change the variant and the seed attributes (another game, another deal) now and then. */
  flipGame?: boolean;
}

interface FuzzResult {
  ms: number;
  warnings: number;
  moves: number;
  statuses: Set<string>;
}

async function fuzz({ variant, seed, events, flipGame = false }: FuzzOptions): Promise<FuzzResult> {
  const random: Random = createRandom(`fuzz/${variant}/${seed}`);
  const int = (n: number): number => (n <= 0 ? 0 : random.nextInt(n));
  const chance = (p: number): boolean => random.nextUint32() / 4294967296 < p;
  const pick = <T>(items: readonly T[]): T | undefined => items[int(items.length)];

  const problems: string[] = [];
  const onError = (event: ErrorEvent): void => {
    problems.push(`uncaught error: ${event.message} (${event.filename}:${event.lineno})`);
    event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    problems.push(
      `unhandled rejection: ${String((event.reason as { stack?: unknown } | null | undefined)?.stack ?? event.reason)}`,
    );
    event.preventDefault();
  };
  const originalError = console.error;
  const originalWarn = console.warn;
  const originalOnError = window.onerror;
  const originalRandomValues = crypto.getRandomValues;
  let warnings = 0;

  // The page goes on after the widget with one button per real key press the run may send: a real Tab
  // from the widget's last stop lands on the page, never in the browser's own controls, where Firefox
  // would keep the keys of every later test file.
  const page = await fixture<HTMLElement>(
    html`<div>
      <carpet-solitaire variant=${variant} seed=${seed}></carpet-solitaire>
      ${Array.from({ length: REAL_KEYS }, () => html`<button>After the game</button>`)}
    </div>`,
  );
  const el = page.querySelector('carpet-solitaire')!;
  const root = el.shadowRoot!;
  const pointers = new Map<number, OpenPointer>();
  const log: string[] = [];
  const statuses = new Set<string>();
  let moves = 0;
  el.addEventListener('carpet-move', () => moves++);
  let index = -1;
  /** Real key presses go through the test runner, and cost a round trip each: a few per run. */
  let realKeys = 0;

  const fail = (message: string): never => {
    expect.fail(
      `fuzz ${flipGame ? 'with game flips ' : ''}"${variant}" seed "${seed}", event #${index}: ${message}\nlast events:\n  ${log.slice(-12).join('\n  ')}`,
    );
    throw new Error('unreachable');
  };
  const note = (text: string): void => {
    log.push(`#${index} ${text}`);
    if (log.length > 40) log.shift();
  };

  // ---- targets ----------------------------------------------------------------------------------
  const all = (selector: string): Element[] => [...root.querySelectorAll(selector)];
  const describe = (target: Element): string => {
    const e = target as HTMLElement;
    return `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}${e.dataset?.pile ? `[${e.dataset.pile}]` : ''}`;
  };
  const centre = (target: Element): { x: number; y: number } => {
    const box = target.getBoundingClientRect();
    return {
      x: box.left + box.width * (0.2 + 0.6 * (int(100) / 100)),
      y: box.top + box.height * (0.2 + 0.6 * (int(100) / 100)),
    };
  };
  const randomPoint = (): { x: number; y: number } => {
    const box = el.getBoundingClientRect();
    return { x: box.left - 80 + int(Math.round(box.width) + 160), y: box.top - 80 + int(Math.round(box.height) + 160) };
  };
  const hit = (x: number, y: number): Element =>
    root.elementFromPoint(x, y) ?? document.elementFromPoint(x, y) ?? document.body;
  const pileElement = (pile: string): Element | null => root.querySelector(`.pile[data-pile="${pile}"]`);
  /** Somewhere to press: mostly a card that can move, else any card, pile, button, or a point in or around the element. */
  const pressTarget = (): { target: Element; x: number; y: number } => {
    const roll = int(100);
    const candidates =
      roll < 45
        ? all('.card.movable')
        : roll < 60
          ? all('.card')
          : roll < 75
            ? all('.pile')
            : roll < 82
              ? all('button')
              : [];
    const target = pick(candidates);
    if (target) return { target, ...centre(target) };
    const point = randomPoint();
    return { target: hit(point.x, point.y), ...point };
  };
  /** Where a drag heads: mostly a pile the card may go to, else any pile, or anywhere. */
  const dragDestination = (target: Element): { x: number; y: number } => {
    const from = (target as HTMLElement).dataset?.pile;
    const legal = from ? el.legalMoves().filter((move) => move.from === from) : [];
    const roll = int(100);
    const pile =
      roll < 55
        ? pick(legal)?.to
        : roll < 85
          ? (pick(all('.pile')) as HTMLElement | undefined)?.dataset.pile
          : undefined;
    const element = pile ? pileElement(pile) : null;
    return element ? centre(element) : randomPoint();
  };

  // ---- event makers -----------------------------------------------------------------------------
  const sendPointer = (type: string, pointer: OpenPointer, target: Element, button: number, buttons: number): void => {
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        composed: true,
        cancelable: type !== 'pointercancel',
        pointerId: pointer.id,
        pointerType: pointer.type,
        isPrimary: chance(0.9),
        clientX: pointer.x,
        clientY: pointer.y,
        button,
        buttons,
        pressure: buttons ? 0.5 : 0,
      }),
    );
  };
  /** Where a pointer's move, release or cancel goes: its captured target while that is in the page, else what lies under it. */
  const routeOf = (pointer: OpenPointer): Element =>
    pointer.captured && pointer.target.isConnected ? pointer.target : hit(pointer.x, pointer.y);

  const click = (target: Element, point: { x: number; y: number }, detail = 1, type = 'click'): void => {
    target.dispatchEvent(
      new MouseEvent(type, {
        bubbles: true,
        composed: true,
        cancelable: true,
        clientX: point.x,
        clientY: point.y,
        detail,
        button: 0,
      }),
    );
  };

  const pointerEvent = (): string => {
    const open = [...pointers.values()];
    if (open.length > 0 && (open.length >= 3 || chance(0.75))) {
      const pointer = pick(open)!;
      const roll = int(100);
      if (roll < 60) {
        const dest = pointer.dest ?? randomPoint();
        const step = chance(0.3) ? 1 : 0.2 + int(60) / 100;
        pointer.x += (dest.x - pointer.x) * step + (int(9) - 4);
        pointer.y += (dest.y - pointer.y) * step + (int(9) - 4);
        const target = routeOf(pointer);
        sendPointer('pointermove', pointer, target, -1, 1);
        return `pointermove ${pointer.type}#${pointer.id} to ${Math.round(pointer.x)},${Math.round(pointer.y)} on ${describe(target)}`;
      }
      pointers.delete(pointer.id);
      const target = routeOf(pointer);
      if (roll < 85) {
        sendPointer('pointerup', pointer, target, 0, 0);
        // The browser's click after a release, on the pressed element (or the captured one).
        const clicked = chance(0.7) && target.isConnected;
        if (clicked) click(target, pointer);
        return `pointerup ${pointer.type}#${pointer.id} at ${Math.round(pointer.x)},${Math.round(pointer.y)} on ${describe(target)}${clicked ? ' + click' : ''}`;
      }
      sendPointer('pointercancel', pointer, target, -1, 0);
      return `pointercancel ${pointer.type}#${pointer.id} on ${describe(target)}`;
    }
    if (chance(0.04)) {
      // A stray event of a pointer that was never pressed (the press happened outside, or before the element was drawn).
      const stray: OpenPointer = {
        id: 1000 + int(1000),
        type: pick(POINTER_TYPES)!,
        target: document.body,
        captured: false,
        ...randomPoint(),
        dest: null,
      };
      const type = pick(['pointermove', 'pointerup', 'pointercancel'])!;
      const target = hit(stray.x, stray.y);
      sendPointer(type, stray, target, type === 'pointerup' ? 0 : -1, 0);
      return `stray ${type} ${stray.type}#${stray.id} on ${describe(target)}`;
    }
    // A mouse is pointer 1 (one at a time: its next press comes after its release); fingers and pens get fresh ids.
    let type = pick(POINTER_TYPES)!;
    if (type === 'mouse' && pointers.has(1)) type = 'touch';
    let id = 1;
    if (type !== 'mouse')
      do id = 2 + int(998);
      while (pointers.has(id));
    const { target, x, y } = pressTarget();
    const button = chance(0.9) ? 0 : pick([1, 2, -1])!;
    // The element captures the pointer on the movable card pressed (or pressed inside); a touch is captured by what it pressed.
    const card = target.closest('.card.movable');
    const pointer: OpenPointer = {
      id,
      type,
      target: card ?? target,
      captured: card !== null || type !== 'mouse',
      x,
      y,
      dest: chance(0.8) ? dragDestination(card ?? target) : null,
    };
    pointers.set(id, pointer);
    sendPointer('pointerdown', pointer, target, button, button === 0 ? 1 : 4);
    return `pointerdown ${type}#${id} button ${button} at ${Math.round(x)},${Math.round(y)} on ${describe(target)}`;
  };

  const clickEvent = (): string => {
    const roll = int(100);
    const target =
      pick(roll < 40 ? all('.card') : roll < 65 ? all('.pile') : roll < 90 ? all('button') : all('*')) ??
      root.querySelector('.board')!;
    const point = centre(target);
    if (chance(0.25)) {
      click(target, point, 1);
      if (target.isConnected) click(target, point, 2);
      click(target, point, 2, 'dblclick');
      return `double click on ${describe(target)}`;
    }
    if (chance(0.3) && target instanceof HTMLElement) target.click();
    else click(target, point);
    return `click on ${describe(target)}`;
  };

  const keyEvent = (): string => {
    if (chance(0.3)) {
      const stop = pick(chance(0.8) ? all('.board [data-focus]') : all('button'));
      (stop as HTMLElement | undefined)?.focus();
    }
    const roll = int(100);
    const target =
      roll < 65 ? (root.activeElement ?? root.querySelector('.board [tabindex="0"]')) : roll < 90 ? pick(all('*')) : el;
    if (!target) return 'no key target';
    const key = pick(KEYS)!;
    const modifiers = { ctrlKey: chance(0.1), shiftKey: chance(0.1), altKey: chance(0.05), metaKey: chance(0.05) };
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...modifiers }),
    );
    if (chance(0.3))
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, composed: true, ...modifiers }));
    const held = Object.entries(modifiers)
      .filter(([, on]) => on)
      .map(([name]) => name.replace('Key', '+'))
      .join('');
    return `keydown ${held}"${key}" on ${describe(target)}`;
  };

  const garbageMoves = (legal: Move | undefined): { value: unknown; name: string; refused: boolean }[] => {
    const base = legal ?? { from: 'stock', to: 'waste' };
    const revocable = Proxy.revocable({ from: base.from, to: base.to }, {});
    revocable.revoke();
    let reads = 0;
    return [
      { value: null, name: 'null', refused: true },
      { value: undefined, name: 'undefined', refused: true },
      { value: 42, name: '42', refused: true },
      { value: 'x', name: "'x'", refused: true },
      { value: [], name: '[]', refused: true },
      { value: { from: 1 }, name: '{from: 1}', refused: true },
      { value: { from: 'stock', to: 'nowhere' }, name: "{from: 'stock', to: 'nowhere'}", refused: true },
      { value: { ...base, count: 0 }, name: 'count 0', refused: true },
      { value: { ...base, count: -1 }, name: 'count -1', refused: true },
      { value: { ...base, count: 1e9 }, name: 'count 1e9', refused: true },
      { value: { ...base, count: Number.NaN }, name: 'count NaN', refused: true },
      { value: { ...base, count: 1.5 }, name: 'count 1.5', refused: true },
      { value: { ...base, count: '2' }, name: "count '2'", refused: true },
      { value: { from: base.from, to: base.to, count: { valueOf: () => 1 } }, name: 'count valueOf', refused: true },
      { value: 1n, name: 'a BigInt', refused: true },
      { value: Symbol('move'), name: 'a symbol', refused: true },
      { value: { from: base.from, to: base.to, extra: 1n }, name: 'a move with a BigInt field', refused: false },
      { value: { from: base.from, to: base.to, count: 1 }, name: 'count 1', refused: false },
      {
        value: {
          get from(): string {
            throw new Error('getter from');
          },
          to: base.to,
        },
        name: 'a getter that throws',
        refused: true,
      },
      {
        value: {
          from: base.from,
          get to(): unknown {
            reads++;
            if (reads > 1) throw new Error('getter to, second read');
            return base.to;
          },
        },
        name: 'a getter that throws on its second read',
        refused: false,
      },
      {
        value: new Proxy(
          {},
          {
            get() {
              throw new Error('proxy get');
            },
          },
        ),
        name: 'a Proxy whose get throws',
        refused: true,
      },
      { value: new Proxy({ ...base }, {}), name: 'a Proxy of a move', refused: false },
      { value: revocable.proxy, name: 'a revoked Proxy', refused: true },
      { value: Object.create(base), name: 'an object inheriting a move', refused: false },
    ];
  };

  const apiEvent = (): string => {
    const roll = int(100);
    if (roll < 40) {
      const move = pick(el.legalMoves());
      if (!move) return 'play: no legal move';
      const played = el.play(move);
      if (played !== true) fail(`play(${JSON.stringify(move)}) of a legal move returned ${played}`);
      return `play(${JSON.stringify(move)})`;
    }
    if (roll < 60) {
      const garbage = pick(garbageMoves(pick(el.legalMoves())))!;
      let played: boolean;
      try {
        played = el.play(garbage.value as Move);
      } catch (error) {
        return fail(`play(${garbage.name}) threw ${String(error)}`);
      }
      if (garbage.refused && played !== false) fail(`play(${garbage.name}) returned ${played}, not false`);
      return `play(${garbage.name})`;
    }
    if (roll < 68) return `undo() = ${el.undo()}`;
    if (roll < 74) return `redo() = ${el.redo()}`;
    if (roll < 79) return `hint() = ${JSON.stringify(el.hint())}`;
    if (roll < 83) return `finish() = ${el.finish()}`;
    if (roll < 84) {
      el.restart();
      return 'restart()';
    }
    if (roll < 85) {
      // Plays on to the end (home first, else anything), so won and lost games get fuzzed too.
      let played = 0;
      for (let legal = el.legalMoves(); legal.length && played < 150; legal = el.legalMoves(), played++) {
        const home = legal.filter((move) => move.to.startsWith('foundation-'));
        el.play(pick(home.length && chance(0.8) ? home : legal)!);
        if (played % 25 === 0) check(false);
      }
      return `played ${played} moves, now ${el.snapshot.status}`;
    }
    if (roll < 86) {
      const next = pick(['1', '2', 'fuzz', '', undefined, 42, {}, null]);
      el.newGame(next as string);
      return `newGame(${JSON.stringify(next)})`;
    }
    if (roll < 87) {
      el.resetStats();
      return 'resetStats()';
    }
    // Reads: a copy each time, changes to which change nothing.
    const snapshot = el.snapshot;
    if (!Object.isFrozen(snapshot) || !Object.isFrozen(snapshot.piles)) fail('the snapshot is not frozen');
    const legal = el.legalMoves();
    legal.push({ from: 'nowhere', to: 'nowhere' });
    if (legal[0]) legal[0].to = 'nowhere';
    const stats = el.stats;
    stats.played = -1;
    const analysis = el.analysis;
    if (!['winnable', 'unwinnable', 'unknown', 'pending'].includes(analysis.verdict))
      fail(`analysis.verdict is ${analysis.verdict}`);
    if (el.stats.played < 0) fail('stats is not a copy');
    return `read snapshot/legalMoves/stats/analysis (${analysis.verdict})`;
  };

  const attributeEvent = (): string => {
    if (flipGame && chance(0.5)) {
      const name = chance(0.5) ? 'variant' : 'seed';
      const value = pick(name === 'variant' ? VARIANT_VALUES : SEED_VALUES)!;
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
      return `${name}=${JSON.stringify(value)}`;
    }
    const name = pick(Object.keys(ATTRIBUTES))!;
    if (chance(0.1)) {
      // A host page setting the property to something that is not text.
      const value = pick([42, {}, true, undefined, null]);
      (el as unknown as Record<string, unknown>)[name] = value;
      return `.${name} = ${JSON.stringify(value)}`;
    }
    const value = pick(ATTRIBUTES[name])!;
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
    return `${name}=${JSON.stringify(value)}`;
  };

  const moveElement = (): string => {
    // Taken out of the page and put back, as a framework moving it would.
    const parent = el.parentNode!;
    el.remove();
    parent.prepend(el);
    return 'element removed and put back';
  };

  // ---- invariants ---------------------------------------------------------------------------------
  const check = (full: boolean, probe = full || index % 25 === 0): void => {
    if (problems.length) fail(problems.join('\n'));
    const snapshot = el.snapshot;
    if (!STATUSES.includes(snapshot.status)) fail(`status is ${snapshot.status}`);
    statuses.add(snapshot.status);
    const packs = snapshot.variant === 'carpet' ? 1 : 2;
    const counts = new Map<string, number>();
    for (const cards of Object.values(snapshot.piles))
      for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
    const deck = fullDeck(1);
    let total = 0;
    for (const count of counts.values()) total += count;
    if (total !== 52 * packs) fail(`${total} cards on the table, not ${52 * packs}`);
    for (const card of deck)
      if (counts.get(card) !== packs) fail(`${card} is on the table ${counts.get(card) ?? 0} times, not ${packs}`);
    const game = GAMES[snapshot.variant];
    if (!game) fail(`snapshot.variant is ${snapshot.variant}`);
    // Every legal move is checked with the pure rules every 50 events, two at random every third event (Carthage's are costly to list).
    if (full || snapshot.status !== 'playing' || index % 3 === 0) {
      const legal = el.legalMoves();
      if (snapshot.status !== 'playing' && legal.length) fail(`${legal.length} legal moves while ${snapshot.status}`);
      const state = stateOf(el);
      const sample = full ? legal : [pick(legal), pick(legal)].filter((move): move is Move => move !== undefined);
      for (const move of sample) {
        const result = game.rules.apply(state, move);
        if (!result.ok)
          fail(`legalMoves() offers ${JSON.stringify(move)}, which the rules refuse: ${refusalText(result.reason)}`);
      }
    }
    if (el.hasUpdated) {
      const stops = root.querySelectorAll('.board [data-focus][tabindex="0"]').length;
      if (stops !== 1) fail(`${stops} tab stops on the board, not 1`);
    }
    if (probe) for (const mismatch of drawingMismatches(el)) fail(`the drawing: ${mismatch}`);
    if (pointers.size === 0) {
      const styled = root.querySelector('[style]');
      if (styled) fail(`${describe(styled)} keeps style="${styled.getAttribute('style')}" with every pointer up`);
      const dragging = root.querySelector('.card.dragging');
      if (dragging) fail(`${describe(dragging)} is still .dragging with every pointer up`);
      if (probe) canStartDrag();
    }
  };

  /** With every pointer up, a press on a card that can move and a few pixels of travel start a drag (then it is cancelled). */
  const canStartDrag = (): void => {
    const card = pick(all('.card.movable'));
    if (!card) return;
    const box = card.getBoundingClientRect();
    const probe: OpenPointer = {
      id: 4242,
      type: 'mouse',
      target: card,
      captured: true,
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
      dest: null,
    };
    sendPointer('pointerdown', probe, card, 0, 1);
    probe.x += 20;
    sendPointer('pointermove', probe, card, -1, 1);
    const started = card.classList.contains('dragging');
    sendPointer('pointercancel', probe, card, -1, 0);
    if (!started) fail(`with every pointer up, a drag of ${describe(card)} does not start`);
    if (root.querySelector('[style]')) fail('a cancelled drag leaves a style attribute');
  };

  // ---- the run ------------------------------------------------------------------------------------
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.onerror = null;
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')}`);
    originalError.apply(console, args);
  };
  // Bad input is reported with warnings: allowed, counted, and kept out of the test log.
  console.warn = () => {
    warnings++;
  };
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint32Array) for (let i = 0; i < array.length; i++) array[i] = random.nextUint32();
    return array;
  };

  const started = performance.now();
  try {
    await el.updateComplete;
    index = 0;
    check(true);
    for (index = 1; index <= events; index++) {
      const roll = int(1000);
      let what: string;
      if (roll < 360) what = pointerEvent();
      else if (roll < 470) what = clickEvent();
      else if (roll < 720) what = keyEvent();
      else if (roll < 960) what = apiEvent();
      else if (roll < 990) what = attributeEvent();
      else if (roll < 999 || realKeys >= REAL_KEYS) what = moveElement();
      else {
        realKeys++;
        const key = pick(['Tab', 'Tab', 'ArrowRight', 'ArrowDown', 'Enter', 'u', 'Escape'])!;
        await sendKeys({ press: key });
        if (!document.hasFocus()) fail(`after a real ${key} the page has lost the focus to the browser's own controls`);
        what = `real key ${key}`;
      }
      note(what);
      check(index % 50 === 0);
      // Now and then let the element render, or let timers (an auto-finish, the solver) run; often neither.
      const pause = int(100);
      if (pause < 8) {
        await el.updateComplete;
        check(false);
        for (const mismatch of drawingMismatches(el)) fail(`the drawing: ${mismatch}`);
      } else if (pause < 10) {
        // A task: one slice of the solver's search runs (it too yields through messages), and whatever else is queued.
        await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(channel.port1.close());
          channel.port2.postMessage(null);
        });
        check(false);
      } else if (index % 250 === 0) {
        // A timer: an auto-finish's next step, the end of a glide (rare: a busy solver delays timers a lot in Firefox).
        await new Promise((resolve) => setTimeout(resolve));
        check(false);
      }
    }
    // Every pointer still down is released, and nothing is left behind.
    for (const pointer of [...pointers.values()]) {
      pointers.delete(pointer.id);
      sendPointer('pointerup', pointer, routeOf(pointer), 0, 0);
      note(`final pointerup #${pointer.id}`);
    }
    await el.updateComplete;
    check(true);
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.onerror = originalOnError;
    console.error = originalError;
    console.warn = originalWarn;
    crypto.getRandomValues = originalRandomValues;
  }
  return { ms: performance.now() - started, warnings, moves, statuses };
}

const report = (name: string, result: FuzzResult): void => {
  console.log(
    `fuzz ${name}: ${(result.ms / 1000).toFixed(1)} s, ${result.moves} moves, ${result.warnings} warnings, statuses ${[...result.statuses].join('/')}`,
  );
};

describe('fuzz: nothing breaks, nothing is lost', () => {
  for (const variant of ['carpet', 'carthage', 'cadogan-carpet']) {
    it(`${variant}: ${EVENTS} random pointer, keyboard, API and attribute events`, async function () {
      this.timeout(120000);
      const result = await fuzz({ variant, seed: '42', events: EVENTS });
      report(variant, result);
      expect(result.moves, 'the fuzz played moves').to.be.greaterThan(100);
    });
  }

  it('flipping the variant and the seed between the events', async function () {
    this.timeout(60000);
    const result = await fuzz({ variant: 'carpet', seed: 'flip', events: 800, flipGame: true });
    report('variant and seed flips', result);
  });
});

describe('fuzz findings', () => {
  // Found by the fuzz (cadogan-carpet seed "42", event #140; carthage seed "42", event #1680): a drag whose card a
  // re-render removed (undo, a new deal) kept the element's drag open for ever, since the release went elsewhere,
  // and no card could be dragged again until the next deal.
  it('a drag whose card an undo takes away ends, and the next drag starts', async () => {
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carthage" seed="42" animation="off"></carpet-solitaire>`,
    );
    await el.updateComplete;
    const root = el.shadowRoot!;
    const move = el.legalMoves().find((m) => m.from.startsWith('tableau-') && m.to.startsWith('tableau-') && !m.count)!;
    expect(el.play(move)).to.equal(true);
    await el.updateComplete;
    const moved = [...root.querySelectorAll<HTMLElement>(`.card[data-pile="${move.to}"]`)].at(-1)!;
    expect(moved.classList.contains('movable')).to.equal(true);
    const box = moved.getBoundingClientRect();
    const pointer = (type: string, target: Element, x: number, y: number): boolean =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          composed: true,
          pointerId: 7,
          pointerType: 'mouse',
          clientX: x,
          clientY: y,
          button: type === 'pointermove' ? -1 : 0,
          buttons: type === 'pointerup' ? 0 : 1,
        }),
      );
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    pointer('pointerdown', moved, x, y);
    pointer('pointermove', moved, x + 30, y - 30);
    expect(moved.classList.contains('dragging')).to.equal(true);

    // Undo mid-drag: the moved card goes back, and its element leaves the page (the pointer's capture with it).
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    expect(moved.isConnected, 'the dragged card left the page').to.equal(false);
    pointer('pointerup', root.elementFromPoint(x + 30, y - 30) ?? root.querySelector('.board')!, x + 30, y - 30);
    await el.updateComplete;
    expect(root.querySelector('.board')!.classList.contains('dragging'), 'no destinations left lit').to.equal(false);
    expect(root.querySelector('[style]')).to.equal(null);

    // And the next drag starts.
    const next = root.querySelector<HTMLElement>('.card.movable')!;
    const nextBox = next.getBoundingClientRect();
    pointer('pointerdown', next, nextBox.left + 5, nextBox.top + 5);
    pointer('pointermove', next, nextBox.left + 40, nextBox.top + 5);
    expect(next.classList.contains('dragging'), 'a new drag starts').to.equal(true);
    pointer('pointerup', next, nextBox.left + 40, nextBox.top + 5);
    await el.updateComplete;
    expect(root.querySelector('.card.dragging')).to.equal(null);
  });
});
