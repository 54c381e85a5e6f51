import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { cardName } from '../../../src/core/cards.js';
import * as sentences from '../../../src/element/speech/announce.js';
import { AnnouncerController } from '../../../src/element/speech/announcer-controller.js';
import { gameOf, rulesOf, seedWithHomeMoves } from './host.js';
import { refusalText } from '../../support/refusal.js';

class AnnouncerHost extends LitElement {
  readonly announcer = new AnnouncerController(this, undefined, () => sentences);
  protected override render() {
    return this.announcer.render();
  }
}
customElements.define('test-announcer-host', AnnouncerHost);
declare global {
  interface HTMLElementTagNameMap {
    'test-announcer-host': AnnouncerHost;
  }
}

const region = (host: AnnouncerHost): HTMLElement => host.shadowRoot!.querySelector<HTMLElement>('.live')!;

describe('AnnouncerController', () => {
  it('draws one polite status region, empty until something is said', async () => {
    const host = await fixture<AnnouncerHost>(html`<test-announcer-host></test-announcer-host>`);
    const live = region(host);
    expect(live.getAttribute('role')).to.equal('status');
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(live.textContent).to.equal('');
    expect(host.shadowRoot!.querySelectorAll('[aria-live]').length).to.equal(1);
  });

  it('says a sentence, and changes the region again when the same sentence is said twice', async () => {
    const host = await fixture<AnnouncerHost>(html`<test-announcer-host></test-announcer-host>`);
    const seen: string[] = [];
    for (const text of ['Nothing to undo.', 'Nothing to undo.', 'Nothing to undo.', 'Hint: deal.']) {
      host.announcer.say(text);
      await host.updateComplete;
      seen.push(region(host).textContent);
    }
    expect(seen).to.deep.equal(['Nothing to undo.', 'Nothing to undo.\u00a0', 'Nothing to undo.', 'Hint: deal.']);
    // Every repeat is a change a screen reader hears.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.to.equal(seen[i - 1]);
  });

  it('says a move with the card and where it went, and an undo of it', async () => {
    const host = await fixture<AnnouncerHost>(html`<test-announcer-host></test-announcer-host>`);
    const game = gameOf('carpet');
    const rules = rulesOf(game);
    const before = rules.deal(seedWithHomeMoves(1), { fill: 'auto' });
    const move = rules.legalMoves(before).find((m) => m.from.startsWith('carpet-'))!;
    const card = rules.piles(before)[move.from].at(-1)!;
    const result = rules.apply(before, move);
    if (!result.ok) throw new Error(refusalText(result.reason));
    const after = result.state;
    const snapshot = {
      variant: 'carpet',
      seed: 's',
      status: 'playing' as const,
      phase: 'playing',
      moves: 1,
      piles: rules.piles(after),
    };
    host.announcer.sayMove(game, move, before, after, snapshot);
    await host.updateComplete;
    const said = region(host).textContent.toLowerCase();
    expect(said).to.contain(cardName(card).toLowerCase());
    expect(said).to.contain('foundation');
    host.announcer.sayUndoOrRedo('UNDO', game, move, after, before);
    await host.updateComplete;
    expect(region(host).textContent).to.match(/^Undone: /);
    expect(region(host).textContent.toLowerCase()).to.contain(cardName(card).toLowerCase());
  });

  it('adds the outcome when a move ends the game', async () => {
    const host = await fixture<AnnouncerHost>(html`<test-announcer-host></test-announcer-host>`);
    const game = gameOf('carpet');
    const rules = rulesOf(game);
    const before = rules.deal(seedWithHomeMoves(1), { fill: 'auto' });
    const move = rules.legalMoves(before).find((m) => m.from.startsWith('carpet-'))!;
    const result = rules.apply(before, move);
    if (!result.ok) throw new Error(refusalText(result.reason));
    // The announcer trusts the snapshot's status: a won snapshot is told as a win.
    const snapshot = {
      variant: 'carpet',
      seed: 's',
      status: 'won' as const,
      phase: 'won',
      moves: 52,
      piles: rules.piles(result.state),
    };
    host.announcer.sayMove(game, move, before, result.state, snapshot);
    await host.updateComplete;
    expect(region(host).textContent).to.match(/You won in 52 moves\.$/);
  });
});
