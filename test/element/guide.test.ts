/**
 * A table that teaches and forgives: New game and Restart ask before they leave a game under way, the Rules
 * panel says the game on the table in the reader's language, a reader new to a game is offered its rules,
 * and the S key says the table in the live region. Played with a real mouse, keys and (where the engine can)
 * a finger; runs on the drop-in build too.
 */
import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { createRandom } from '../../src/core/random.js';
import type { Catalogue } from '../../src/i18n/catalogue.js';
import { EN } from '../../src/i18n/en.js';
import { loadCatalogue } from '../../src/i18n/lang.js';
import { sendKeys, setViewport } from '../support/commands.js';
import { hasTouch, leavePhone, phone, tap } from '../support/touch.js';
import { statsKey } from '../../src/element/persistence/saved-game.js';

const VARIANTS = ['carpet', 'carthage', 'cadogan-carpet'] as const;
const LANGUAGES = ['en', 'fr', 'de', 'es'] as const;

async function widget(variant: string, seed: string, extra: Record<string, string> = {}): Promise<CarpetSolitaire> {
  const el = document.createElement('carpet-solitaire');
  el.setAttribute('variant', variant);
  el.setAttribute('seed', seed);
  for (const [name, value] of Object.entries(extra)) el.setAttribute(name, value);
  const parent = await fixture(html`<div></div>`);
  parent.append(el);
  await el.updateComplete;
  return el;
}

/** The page reloads: the element goes away and a new one with the same attributes comes. */
async function reload(el: CarpetSolitaire): Promise<CarpetSolitaire> {
  const attributes = Object.fromEntries([...el.attributes].map((attribute) => [attribute.name, attribute.value]));
  el.remove();
  const { variant, seed, ...extra } = attributes;
  return widget(variant, seed, extra);
}

/** Plays `count` seeded random legal moves. */
function playMoves(el: CarpetSolitaire, count: number, seed = 'guide'): void {
  const random = createRandom(seed);
  for (let played = 0; played < count; played++) {
    const moves = el.legalMoves();
    expect(el.play(moves[random.nextInt(moves.length)])).to.equal(true);
  }
}

const part = (el: CarpetSolitaire, selector: string): HTMLElement | null =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const focused = (el: CarpetSolitaire): Element | null => el.shadowRoot!.activeElement;

/** A real mouse click in the middle of `target`. */
async function click(target: HTMLElement): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Chooses an item of the More menu with the mouse. */
async function chooseFromMore(el: CarpetSolitaire, item: string): Promise<void> {
  await click(part(el, '.more-toggle')!);
  await el.updateComplete;
  await click(part(el, `.menu ${item}`)!);
  await el.updateComplete;
}

/** What a game's position is, to compare before and after. */
const position = (el: CarpetSolitaire) => JSON.stringify([el.snapshot.seed, el.snapshot.moves, el.snapshot.piles]);

describe('New game never loses a game', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: three moves, New game asks; Keep playing keeps the same deal and moves, also after a reload`, async () => {
      const el = await widget(variant, 'keep-1');
      playMoves(el, 3);
      const before = position(el);
      await click(part(el, '.new-game')!);
      await el.updateComplete;
      const ask = part(el, '.ask')!;
      expect(ask, 'the question').not.to.equal(null);
      expect(ask.getAttribute('role')).to.equal('alertdialog');
      expect(ask.textContent).to.contain(EN.guide.askNewGame(3));
      // The safe choice is first and has the focus.
      const buttons = [...ask.querySelectorAll('button')];
      expect(buttons.map((button) => button.textContent.trim())).to.deep.equal([EN.guide.keepPlaying, EN.ui.newGame]);
      expect(focused(el)).to.equal(buttons[0]);
      expect(position(el), 'nothing dealt while asking').to.equal(before);

      await click(buttons[0]);
      await el.updateComplete;
      expect(part(el, '.ask')).to.equal(null);
      expect(position(el)).to.equal(before);
      expect(focused(el), 'the focus is back on New game').to.equal(part(el, '.new-game'));
      expect(part(el, '.live')!.textContent).to.contain(EN.guide.kept);

      const resumed = await reload(el);
      expect(position(resumed), 'a reload shows the game kept').to.equal(before);
      expect(resumed.snapshot.moves).to.equal(3);
    });

    it(`${variant}: New game confirmed deals a new deal, and the game left counts as played once`, async () => {
      const el = await widget(variant, 'confirm-1');
      playMoves(el, 3);
      await click(part(el, '.new-game')!);
      await el.updateComplete;
      await click(part(el, '.ask .ask-proceed')!);
      await el.updateComplete;
      expect(part(el, '.ask')).to.equal(null);
      expect(el.snapshot.seed).not.to.equal('confirm-1');
      expect(el.snapshot.moves).to.equal(0);
      expect(el.stats.played).to.equal(1);
      // An untouched deal is dealt again at once, without a question.
      const untouched = el.snapshot.seed;
      await click(part(el, '.new-game')!);
      await el.updateComplete;
      expect(part(el, '.ask')).to.equal(null);
      expect(el.snapshot.seed).not.to.equal(untouched);
      expect(el.stats.played).to.equal(1);
    });
  }

  it('Restart from the More menu asks too; Escape keeps the game and gives the focus back to More', async () => {
    const el = await widget('carthage', 'restart-1');
    playMoves(el, 3);
    const before = position(el);
    await chooseFromMore(el, '.restart');
    const ask = part(el, '.ask')!;
    expect(ask.textContent).to.contain(EN.guide.askRestart(3));
    expect(focused(el)).to.equal(part(el, '.ask .keep-playing'));
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(part(el, '.ask')).to.equal(null);
    expect(position(el)).to.equal(before);
    expect(focused(el)).to.equal(part(el, '.more-toggle'));
    // Asked again and confirmed by the keyboard: the same deal from its first card.
    await chooseFromMore(el, '.restart');
    part(el, '.ask .ask-proceed')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.snapshot.seed).to.equal('restart-1');
    expect(el.snapshot.moves).to.equal(0);
  });

  it('a finished game is not asked about, and neither is the page calling newGame()', async () => {
    const el = await widget('carpet', 'finished-1');
    playMoves(el, 2);
    el.newGame('from-the-page');
    await el.updateComplete;
    expect(part(el, '.ask')).to.equal(null);
    expect(el.snapshot.seed).to.equal('from-the-page');
    // Play the deal out (the first legal move each time) until it ends, then New game deals at once.
    for (let i = 0; i < 400 && el.snapshot.status === 'playing'; i++) el.play(el.legalMoves()[0]);
    expect(el.snapshot.status).not.to.equal('playing');
    await el.updateComplete;
    await click(part(el, '.new-game')!);
    await el.updateComplete;
    expect(part(el, '.ask')).to.equal(null);
    expect(el.snapshot.moves).to.equal(0);
  });
});

/** Words that would give English away in another language's rules (whole words, any case). */
const ENGLISH = [
  'the',
  'card',
  'cards',
  'stock',
  'waste',
  'foundation',
  'foundations',
  'move',
  'moves',
  'empty',
  'when',
  'deal',
  'king',
  'kings',
];

/** What a game's rules must name, in the catalogue's own words: its piles, and its numbers. */
function facts(variant: string, words: Catalogue): string[] {
  const pile = (name: Parameters<Catalogue['table']['pile']>[0]) => words.table.pile(name).toLowerCase();
  if (variant === 'carpet') return ['20', pile({ kind: 'stock' }), pile({ kind: 'waste' })];
  if (variant === 'carthage') return ['8', '6', pile({ kind: 'reserve', number: 1 }).replace(/\s*1$/, '')];
  return ['8', '64', pile({ kind: 'talon' })];
}

describe('the Rules panel', () => {
  for (const lang of LANGUAGES) {
    for (const variant of VARIANTS) {
      it(`${variant} in ${lang}: opened from More, it names the game's own facts, scrolls inside the widget and closes with Escape`, async () => {
        const el = await widget(variant, 'rules-1', { lang });
        const words = await loadCatalogue(lang);
        const height = el.getBoundingClientRect().height;
        await chooseFromMore(el, '.rules-toggle');
        const panel = part(el, '.rules')!;
        expect(panel, 'the panel').not.to.equal(null);
        expect(focused(el), 'the focus is on the panel').to.equal(panel);
        expect(panel.querySelectorAll('.rules-heading').length).to.equal(5);
        const text = panel.textContent.replace(/\s+/g, ' ').toLowerCase();
        expect(text).to.contain(words.table.game(variant).toLowerCase());
        for (const fact of facts(variant, words)) expect(text, `${variant} ${lang}: ${fact}`).to.contain(fact);
        if (lang !== 'en') {
          const english = ENGLISH.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text));
          expect(english, 'English words on a page in another language').to.deep.equal([]);
        }
        // Over the table, inside the widget: the page around it does not move.
        expect(el.getBoundingClientRect().height).to.equal(height);
        const box = panel.getBoundingClientRect();
        const frame = part(el, '.frame')!.getBoundingClientRect();
        expect(box.top).to.be.at.least(frame.top - 1);
        expect(box.bottom).to.be.at.most(frame.bottom + 1);
        expect(getComputedStyle(part(el, '.board')!).visibility, 'the table under it is hidden').to.equal('hidden');

        await sendKeys({ press: 'Escape' });
        await el.updateComplete;
        expect(part(el, '.rules')).to.equal(null);
        expect(focused(el)).to.equal(part(el, '.more-toggle'));
      });
    }
  }

  it('the G key opens and closes it, and Keys lists G and S', async () => {
    const el = await widget('carpet', 'rules-2', { fill: 'manual' });
    part(el, '.new-game')!.focus();
    await sendKeys({ press: 'g' });
    await el.updateComplete;
    const panel = part(el, '.rules')!;
    expect(panel).not.to.equal(null);
    // Carpet's manual fill is the rule the reader is told.
    const { RULES } = await import('../../src/i18n/rules/en.js');
    const gaps = RULES.sections('carpet', { manualFill: true }).flatMap((section) => section.lines);
    const auto = RULES.sections('carpet', { manualFill: false }).flatMap((section) => section.lines);
    const manualOnly = gaps.filter((line) => !auto.includes(line));
    expect(manualOnly.length).to.be.greaterThan(0);
    for (const line of manualOnly) expect(panel.textContent).to.contain(line);
    await sendKeys({ press: 'g' });
    await el.updateComplete;
    expect(part(el, '.rules')).to.equal(null);
    expect(EN.ui.keyLines.map((line) => line.keys)).to.include.members(['G', 'S']);
  });

  it('a reader new to a game is offered its rules until the first move; a finger opens them', async () => {
    const touch = hasTouch && (await phone(360, 740));
    try {
      const el = await widget('cadogan-carpet', 'first-1');
      const line = part(el, '.first-time')!;
      expect(line, 'the offer').not.to.equal(null);
      expect(line.textContent).to.contain(EN.guide.firstTime(EN.table.game('cadogan-carpet')));
      const button = line.querySelector<HTMLElement>('.read-rules')!;
      button.scrollIntoView({ block: 'center' });
      const box = button.getBoundingClientRect();
      if (touch) await tap([box.x + box.width / 2, box.y + box.height / 2]);
      else await click(button);
      await el.updateComplete;
      expect(part(el, '.rules')).not.to.equal(null);
      await click(part(el, '.rules-close')!);
      await el.updateComplete;
      expect(part(el, '.rules')).to.equal(null);
      playMoves(el, 1);
      await el.updateComplete;
      expect(part(el, '.first-time'), 'gone after the first move').to.equal(null);
    } finally {
      if (touch) await leavePhone();
    }
  });

  it('the offer is the next tab stop after the table, and Enter on it opens the rules', async () => {
    const el = await widget('carthage', 'first-3');
    const board = el.shadowRoot!.querySelector<HTMLElement>('.board [tabindex="0"]')!;
    board.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal(part(el, '.first-time .read-rules'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(focused(el)).to.equal(part(el, '.rules'));
  });

  it('a reader who has played the game is not offered its rules', async () => {
    localStorage.setItem(statsKey('carthage'), JSON.stringify({ played: 2, won: 1, streak: 0, best: 1 }));
    const el = await widget('carthage', 'first-2');
    expect(part(el, '.first-time')).to.equal(null);
    expect(part(el, '.analysis')).not.to.equal(null);
  });
});

describe('at 320 px, in every language', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  /** The parts of `selector` whose box leaves the element's, or whose text overflows its own box. */
  function spills(el: CarpetSolitaire, selector: string): string[] {
    const host = el.getBoundingClientRect();
    return [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)].flatMap((node) => {
      const box = node.getBoundingClientRect();
      const out = box.left < host.left - 1 || box.right > host.right + 1;
      const overflows = node.scrollWidth > node.clientWidth + 1;
      return out || overflows ? [`${node.className}: ${node.textContent.trim().slice(0, 40)}`] : [];
    });
  }

  for (const lang of LANGUAGES) {
    it(`${lang}: the first-time line, the question and the Rules panel stay inside the widget`, async () => {
      await setViewport({ width: 320, height: 700 });
      const el = await widget('carthage', 'fit-1', { lang });
      expect(spills(el, '.first-time, .first-time button')).to.deep.equal([]);
      playMoves(el, 3);
      await el.updateComplete;
      part(el, '.new-game')!.click();
      await el.updateComplete;
      expect(part(el, '.ask')).not.to.equal(null);
      expect(spills(el, '.ask, .ask button')).to.deep.equal([]);
      part(el, '.ask .keep-playing')!.click();
      await el.updateComplete;
      const height = el.getBoundingClientRect().height;
      part(el, '.new-game')!.focus();
      await sendKeys({ press: 'g' });
      await el.updateComplete;
      const panel = part(el, '.rules')!;
      expect(spills(el, '.rules, .rules li, .rules button')).to.deep.equal([]);
      expect(panel.scrollHeight, 'the rules scroll inside the panel').to.be.greaterThan(panel.clientHeight);
      expect(el.getBoundingClientRect().height, 'the widget keeps its height').to.equal(height);
      el.remove();
    });
  }
});

describe('the spoken summary', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: S says each foundation, the stock and the moves in the live region`, async () => {
      const el = await widget(variant, 'summary-1', { analysis: 'off' });
      playMoves(el, 4);
      await el.updateComplete;
      part(el, '.new-game')!.focus();
      await sendKeys({ press: 's' });
      await el.updateComplete;
      const said = part(el, '.live')!.textContent;
      const { piles, moves } = el.snapshot;
      const slots = (await import('../../src/games/all.js')).GAMES[variant].table.slots;
      const foundations = slots.filter((slot) => slot.name.kind === 'foundation');
      for (const slot of foundations) expect(said).to.contain(`${EN.table.pile(slot.name)}:`);
      expect(said).to.contain(`${EN.table.pile({ kind: 'stock' })}: ${EN.ui.cards(piles.stock.length)}`);
      const home = foundations.reduce((sum, slot) => sum + piles[slot.id].length, 0);
      const total = Object.values(piles).reduce((sum, cards) => sum + cards.length, 0);
      expect(said).to.contain(EN.guide.summaryEnd(moves, home, total));
      // analysis="off": no verdict.
      for (const verdict of [EN.ui.winnable, EN.ui.tooDeep, EN.ui.lostFromHere]) expect(said).not.to.contain(verdict);
    });
  }

  it('More, Describe the table, says it too, in the widget language', async () => {
    const el = await widget('carpet', 'summary-2', { lang: 'fr' });
    const FR = await loadCatalogue('fr');
    await chooseFromMore(el, '.describe');
    await el.updateComplete;
    const said = part(el, '.live')!.textContent;
    expect(said).to.contain(FR.guide.summaryEnd(0, 4, 52));
    expect(said).to.contain(`${FR.table.pile({ kind: 'foundation', suit: 'S' })}\u202f:`);
  });
});
