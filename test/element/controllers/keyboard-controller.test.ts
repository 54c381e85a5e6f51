import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '../../support/commands.js';
import { cardName } from '../../../src/core/cards.js';
import type { Move } from '../../../src/core/types.js';
import { KeyboardController } from '../../../src/element/input/keyboard-controller.js';
import { boardClasses, BoardHost, boardPiles, gameOf, seedWithHomeMoves } from './host.js';

class KeyboardHost extends BoardHost {
  helpOpen = false;
  readonly keyboard = new KeyboardController(this, this.table, {
    isOpen: () => this.helpOpen,
    setOpen: (open) => {
      this.helpOpen = open;
      this.requestUpdate();
    },
  });
  protected override render() {
    const { keyboard, table } = this;
    return html`<div class="frame" @keydown=${keyboard.handleKeyDown}>
      ${this.helpOpen ? html`<div class="help">keys</div>` : ''}
      <div class=${boardClasses(table)} data-variant=${table.game().variant} @focusin=${keyboard.handleFocusIn}>
        ${boardPiles(table, { tabStop: keyboard.tabStop, held: keyboard.held })}
      </div>
    </div>`;
  }
}
customElements.define('test-keyboard-host', KeyboardHost);
declare global {
  interface HTMLElementTagNameMap {
    'test-keyboard-host': KeyboardHost;
  }
}

async function make(variant = 'carpet', seed = seedWithHomeMoves(1), options?: unknown): Promise<KeyboardHost> {
  const host = await fixture<KeyboardHost>(
    html`<test-keyboard-host style="display:block;width:480px"></test-keyboard-host>`,
  );
  host.table.start(gameOf(variant), seed, options);
  await host.updateComplete;
  return host;
}
const root = (host: KeyboardHost) => host.shadowRoot!;
const active = (host: KeyboardHost) => root(host).activeElement as HTMLElement | null;
const stops = (host: KeyboardHost) => [...root(host).querySelectorAll<HTMLElement>('.board [tabindex="0"]')];
const item = (host: KeyboardHost, key: string) =>
  root(host).querySelector<HTMLElement>(`.board [data-focus="${key}"]`)!;
const said = (host: KeyboardHost) => host.table.of('announce').map(([text]) => text as string);
const plays = (host: KeyboardHost) => host.table.of('play') as [Move, unknown][];
const press = async (host: KeyboardHost, key: string) => {
  await sendKeys({ press: key });
  await host.updateComplete;
};
async function withKey(modifier: string, run: () => Promise<void>): Promise<void> {
  await sendKeys({ down: modifier });
  try {
    await run();
  } finally {
    await sendKeys({ up: modifier });
  }
}
async function focusOn(host: KeyboardHost, key: string): Promise<void> {
  item(host, key).focus();
  await host.updateComplete;
  expect(active(host)?.dataset.focus).to.equal(key);
}

describe('KeyboardController', () => {
  it('keeps one tab stop on the board, which arrows move by where piles are drawn', async () => {
    const host = await make();
    expect(stops(host).map((el) => el.dataset.focus)).to.deep.equal(['foundation-0']);
    await sendKeys({ press: 'Tab' });
    expect(active(host)?.dataset.focus, 'Tab reaches the stop').to.equal('foundation-0');
    for (const [key, expected] of [
      ['ArrowRight', 'foundation-1'],
      ['ArrowDown', 'carpet-1'],
      ['ArrowDown', 'carpet-6'],
      ['ArrowLeft', 'carpet-5'],
      ['ArrowUp', 'carpet-0'],
      ['ArrowLeft', 'carpet-0'],
    ]) {
      await press(host, key);
      expect(active(host)?.dataset.focus, key).to.equal(expected);
      expect(stops(host), 'one stop').to.deep.equal([active(host)]);
    }
  });

  it('Enter on a card with one place to go plays it there, and the focus stays on the board', async () => {
    const host = await make();
    const move = host.table.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    await focusOn(host, move.from);
    await press(host, 'Enter');
    expect(plays(host)).to.deep.equal([[move, { glide: true }]]);
    expect(active(host)?.closest('.board'), 'focus on the board').to.not.equal(null);
    expect(said(host)).to.deep.equal([]);
  });

  describe('with a card that has several places to go', () => {
    /** fill="manual", two cards sent home (two gaps) and a card dealt to the waste: it may fill either gap. */
    async function wasteWithChoices(): Promise<{ host: KeyboardHost; gaps: string[]; card: string }> {
      const host = await make('carpet', seedWithHomeMoves(2, 'manual'), { fill: 'manual' });
      const home = host.table
        .legalMoves()
        .filter((m) => m.from.startsWith('carpet-'))
        .slice(0, 2);
      for (const move of home) host.table.apply(move);
      host.table.apply({ from: 'stock', to: 'waste' });
      await host.updateComplete;
      return { host, gaps: home.map((m) => m.from), card: cardName(host.table.piles().waste.at(-1)!).toLowerCase() };
    }

    it('Enter picks it up and says where it can go; Enter on a place puts it there', async () => {
      const { host, gaps, card } = await wasteWithChoices();
      await focusOn(host, 'waste');
      await press(host, 'Enter');
      expect(plays(host)).to.have.length(0);
      expect(host.keyboard.held).to.deep.equal({ pile: 'waste', count: 1 });
      expect(said(host).at(-1)).to.match(new RegExp(`^Picked up the ${card}\\. It can go to .*Carpet row`));
      expect(item(host, 'waste').getAttribute('aria-pressed')).to.equal('true');
      for (const gap of gaps) expect(item(host, gap).classList.contains('drop-target'), gap).to.equal(true);
      await focusOn(host, 'foundation-0');
      await press(host, 'Enter');
      expect(plays(host), 'not where it cannot go').to.have.length(0);
      expect(said(host).at(-1)).to.match(/cannot go to/);
      await focusOn(host, gaps[1]);
      await press(host, 'Enter');
      expect(plays(host)).to.deep.equal([[{ from: 'waste', to: gaps[1] }, { glide: true }]]);
      expect(host.keyboard.held).to.equal(null);
    });

    it('Escape puts it back, and then closes the help panel', async () => {
      const { host, card } = await wasteWithChoices();
      await focusOn(host, 'waste');
      await press(host, '?');
      expect(host.helpOpen, '? opens the help').to.equal(true);
      await press(host, 'Enter');
      expect(host.keyboard.held).to.not.equal(null);
      await press(host, 'Escape');
      expect(host.keyboard.held).to.equal(null);
      expect(said(host).at(-1)).to.equal(`Put back the ${card}.`);
      expect(host.helpOpen, 'the first Escape only puts back').to.equal(true);
      await press(host, 'Escape');
      expect(host.helpOpen).to.equal(false);
      expect(root(host).querySelector('.help')).to.equal(null);
      expect(plays(host)).to.have.length(0);
    });
  });

  it('the command keys undo, redo, deal and toggle help; a page shortcut with Alt or Ctrl passes', async () => {
    const host = await make();
    await focusOn(host, 'foundation-0');
    const names = () => host.table.calls.map((call) => call.name).filter((name) => name !== 'announce');
    await press(host, 'u');
    await withKey('Control', () => press(host, 'z'));
    await press(host, 'r');
    await withKey('Control', () => press(host, 'y'));
    await withKey('Alt', () => press(host, 'u'));
    await withKey('Control', () => press(host, 'd'));
    expect(names()).to.deep.equal(['undo', 'undo', 'redo', 'redo']);
    await press(host, 'd');
    expect(plays(host).map(([move]) => move)).to.deep.equal([{ from: 'stock', to: 'waste' }]);
    await press(host, '?');
    expect(host.helpOpen).to.equal(true);
    await press(host, '?');
    expect(host.helpOpen).to.equal(false);
  });

  it('H asks for a hint and takes the focus to the card to move', async () => {
    const host = await make();
    const move = host.table.legalMoves().find((m) => m.from.startsWith('carpet-') && m.from !== 'carpet-0')!;
    host.table.hintMove = () => move;
    await focusOn(host, 'foundation-0');
    await press(host, 'h');
    await host.updateComplete;
    expect(host.table.of('hint')).to.have.length(1);
    expect(active(host)?.dataset.focus).to.equal(move.from);
    expect(stops(host)).to.deep.equal([active(host)]);
  });

  it('when a re-render takes the focused card away, the focus lands on the board, not the page', async () => {
    // Carthage's tableau cards are stops of their own: a card played onto a tableau, focused, then undone.
    const game = gameOf('carthage');
    const seed = ['1', '2', '3', '4', '5', '6', '7', '8'].find((s) =>
      game.rules.legalMoves(game.rules.deal(s, {})).some((m) => m.to.startsWith('tableau-')),
    )!;
    const host = await make('carthage', seed);
    const move = host.table.legalMoves().find((m) => m.to.startsWith('tableau-'))!;
    host.table.apply(move);
    await host.updateComplete;
    const size = host.table.piles()[move.to].length;
    await focusOn(host, `${move.to}:${size - 1}`);
    const focused = active(host)!;
    // An undo (or Finish, or a page's play()) changes the table under the focus: the focused card's element goes.
    host.table.undo();
    await host.updateComplete;
    expect(focused.isConnected).to.equal(false);
    expect(document.activeElement).to.equal(host);
    expect(active(host)?.dataset.focus).to.equal(`${move.to}:${size - 1 - (move.count ?? 1)}`);
    expect(stops(host)).to.deep.equal([active(host)]);
  });
});
