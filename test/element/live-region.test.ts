import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { cardName } from '../../src/core/cards.js';
import type { Move } from '../../src/core/types.js';
import { seedEndingIn } from './helpers.js';

/** What a screen reader hears next: the polite live region's text. */
async function heard(el: CarpetSolitaire): Promise<string> {
  await el.updateComplete;
  const region = el.shadowRoot!.querySelector('.live')!;
  expect(region.getAttribute('aria-live')).to.equal('polite');
  return region.textContent.trim();
}

const widget = (variant: string, seed: string) =>
  fixture<CarpetSolitaire>(html`<carpet-solitaire variant=${variant} seed=${seed}></carpet-solitaire>`);

const top = (el: CarpetSolitaire, pile: string) => cardName(el.snapshot.piles[pile].at(-1)!).toLowerCase();

describe('the live region says each kind of move in words', () => {
  it('Carpet: a deal, a card home with its gap filled, undo, redo and a hint', async () => {
    const el = await widget('carpet', '42');
    el.play({ from: 'stock', to: 'waste' });
    expect(await heard(el)).to.match(
      new RegExp(`^Dealt the ${top(el, 'waste')} to the waste\\. \\d+ cards left in the stock\\.$`),
    );

    const home = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const card = cardName(el.snapshot.piles[home.from].at(-1)!);
    el.play(home);
    const filled = top(el, home.from);
    expect(await heard(el)).to.match(
      new RegExp(`^${card} to the \\w+ foundation\\. Gap filled with the ${filled} from the (waste|stock)\\.`),
    );

    el.undo();
    expect(await heard(el)).to.match(
      new RegExp(
        `^Undone: ${card.toLowerCase()} back to carpet row \\d, column \\d\\. ${filled.replace(/^./, (c) => c.toUpperCase())} back to the`,
      ),
    );
    el.redo();
    expect(await heard(el)).to.match(new RegExp(`^Redone: ${card.toLowerCase()} to the \\w+ foundation\\.`));
    el.hint();
    expect(await heard(el)).to.match(/^Hint: /);
  });

  it("says the same words again when they repeat (the region's text changes every time)", async () => {
    const el = await widget('carpet', 'repeat');
    const raw: string[] = [];
    for (let i = 0; i < 3; i++) {
      el.undo();
      await el.updateComplete;
      raw.push(el.shadowRoot!.querySelector('.live')!.textContent);
    }
    expect(raw.map((text) => text.trim())).to.deep.equal(['Nothing to undo.', 'Nothing to undo.', 'Nothing to undo.']);
    expect(raw[1]).to.not.equal(raw[0]);
    expect(raw[2]).to.not.equal(raw[1]);
  });

  it('Carpet: the move that wins, and the move that loses, end with the outcome', async () => {
    for (const end of ['won', 'lost'] as const) {
      const { seed, moves } = seedEndingIn(end);
      const el = await widget('carpet', seed);
      for (const move of moves) el.play(move);
      expect(await heard(el)).to.match(
        end === 'won'
          ? new RegExp(` You won in ${moves.length} moves\\.$`)
          : / No moves left\. Undo or start a new game\.$/,
      );
    }
  });

  it("Carthage: a stock deal names each reserve's new top card and the deals left", async () => {
    const el = await widget('carthage', '42');
    el.play(el.legalMoves().find((m: Move) => m.from === 'stock')!);
    const said = await heard(el);
    expect(said)
      .to.match(/^Dealt 12 cards, 2 to each reserve\. /)
      .and.match(/4 deals left\.$/);
    for (let i = 0; i < 6; i++) expect(said).to.contain(top(el, `reserve-${i}`));
  });

  it('Lady Cadogan: a card placed on the talon', async () => {
    const el = await widget('cadogan-carpet', '42');
    const move =
      el.legalMoves().find((m) => m.from.startsWith('carpet-') && m.to === 'talon') ??
      el.legalMoves().find((m) => m.from === 'stock')!;
    el.play(move);
    expect(await heard(el)).to.match(
      move.from === 'stock'
        ? new RegExp(`^Dealt the ${top(el, 'talon')} to the talon\\.`)
        : new RegExp(`^${cardName(el.snapshot.piles.talon.at(-1)!)} to the talon\\.`),
    );
  });
});

describe('when the live region speaks', () => {
  const region = (el: CarpetSolitaire) => el.shadowRoot!.querySelector('.live')!.textContent.trim();
  const stock = (el: CarpetSolitaire) => el.shadowRoot!.querySelector<HTMLElement>('.pile[data-pile="stock"]')!;
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

  it('a move made through play() is said at once; one made on the board, once the frame that shows it is painted', async () => {
    const el = await widget('carpet', '42');
    el.play({ from: 'stock', to: 'waste' });
    expect(region(el), 'said as play() returns').to.match(/^Dealt the .+ to the waste\./);
    const first = region(el);

    stock(el).click();
    const dealt = top(el, 'waste');
    expect(el.snapshot.moves, 'the click played the deal').to.equal(2);
    expect(region(el), 'not yet: the frame with the card comes first').to.equal(first);
    await nextFrame();
    // The frame's animation callbacks run before its paint: the move is drawn there, the sentence not yet said.
    const cards = el.shadowRoot!.querySelectorAll('.pile[data-pile="waste"] .card');
    expect(cards[cards.length - 1].getAttribute('data-card')).to.equal(el.snapshot.piles.waste.at(-1));
    expect(region(el)).to.equal(first);
    expect(await heard(el), 'said once updateComplete resolves').to.match(
      new RegExp(`^Dealt the ${dealt} to the waste\\.`),
    );
  });

  it('what is said before a board move’s sentence comes replaces it: the newer words stay', async () => {
    const el = await widget('carpet', '42');
    stock(el).click();
    el.undo();
    expect(await heard(el)).to.match(/^Undone: /);
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(region(el), 'the dropped sentence never comes').to.match(/^Undone: /);
  });

  it('a board move’s sentence is said on a page that draws no frame too', async () => {
    const el = await widget('carpet', '42');
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0; // a hidden tab: no frame comes
    try {
      stock(el).click();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(region(el)).to.match(/^Dealt the .+ to the waste\./);
    } finally {
      window.requestAnimationFrame = frame;
    }
  });
});
