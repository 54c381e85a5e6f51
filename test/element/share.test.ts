import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { shareText, shareUrl } from '../../src/element/view/share.js';
import type { CarpetShareDetail } from '../../src/events.js';
import { type HeldTimer, holdTimers } from '../support/timers.js';
import { seedEndingIn } from './helpers.js';

const URL = 'https://example.org/posts/carpet';

/** A Carpet widget with `attributes`, its game played through `moves`. */
async function finished(end: 'won' | 'lost', attributes: Record<string, string> = {}): Promise<CarpetSolitaire> {
  const { seed, moves } = seedEndingIn(end);
  const parent = await fixture(html`<div></div>`);
  const el = document.createElement('carpet-solitaire');
  el.setAttribute('seed', seed);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  parent.append(el);
  await el.updateComplete;
  for (const move of moves) expect(el.play(move)).to.equal(true);
  expect(el.snapshot.status).to.equal(end);
  await el.updateComplete;
  return el;
}

const shareButton = (el: CarpetSolitaire) => el.shadowRoot!.querySelector<HTMLButtonElement>('.outcome button.share');

/** Replaces `name` on navigator for one test (an own property shadows the prototype's); returns the undo. */
function stubNavigator(name: 'share' | 'clipboard', value: unknown): () => void {
  Object.defineProperty(navigator, name, { configurable: true, writable: true, value });
  return () => delete (navigator as unknown as Record<string, unknown>)[name];
}

describe('share.ts: the text', () => {
  it('a won game: the game, the deal, the moves and the undos; no cards', () => {
    expect(
      shareText({ title: 'Carpet', seed: 'daily-2026-12-01', status: 'won', moves: 74, undos: 2, stuck: false }),
    ).to.equal('Carpet · daily-2026-12-01 · won in 74 moves, 2 undos');
    expect(shareText({ title: 'Carpet', seed: '7', status: 'won', moves: 1, undos: 1, stuck: false })).to.equal(
      'Carpet · 7 · won in 1 move, 1 undo',
    );
    expect(shareText({ title: 'Carpet', seed: '7', status: 'won', moves: 60, undos: 0, stuck: false })).to.equal(
      'Carpet · 7 · won in 60 moves, no undos',
    );
  });

  it('a lost game, and a long seed cut short', () => {
    expect(shareText({ title: 'Carthage', seed: '42', status: 'lost', moves: 51, undos: 0, stuck: true })).to.equal(
      'Carthage · 42 · no moves left after 51 moves',
    );
    expect(shareText({ title: 'Carthage', seed: '42', status: 'lost', moves: 51, undos: 3, stuck: false })).to.equal(
      'Carthage · 42 · no way to win left after 51 moves',
    );
    expect(
      shareText({ title: 'Carpet', seed: 'x'.repeat(500), status: 'lost', moves: 3, undos: 0, stuck: true }),
    ).to.have.length.below(100);
  });

  it('the url: the share-url attribute, else the page', () => {
    expect(shareUrl(URL)).to.equal(URL);
    expect(shareUrl(null)).to.equal(location.href);
    expect(shareUrl('')).to.equal(location.href);
  });
});

describe('<carpet-solitaire>: the Share button', () => {
  const undo: (() => void)[] = [];
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });

  it('is in the outcome panel of a won and of a lost game, not while playing, and share="false" hides it', async () => {
    const playing = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="1"></carpet-solitaire>`);
    expect(shareButton(playing)).to.equal(null);
    expect(shareButton(await finished('won'))!.textContent).to.equal('Share');
    expect(shareButton(await finished('lost'))).to.not.equal(null);
    const hidden = await finished('won', { share: 'false' });
    expect(hidden.shadowRoot!.querySelector('.outcome')).to.not.equal(null);
    expect(shareButton(hidden)).to.equal(null);
    hidden.share = null;
    await hidden.updateComplete;
    expect(shareButton(hidden)).to.not.equal(null);
  });

  it('shares through navigator.share where the browser has it, after a cancelable carpet-share', async () => {
    const calls: ShareData[] = [];
    const order: string[] = [];
    undo.push(
      stubNavigator('share', (data: ShareData) => {
        order.push('navigator.share');
        calls.push(data);
        return Promise.resolve();
      }),
    );
    const el = await finished('won', { 'share-url': URL });
    const events: CustomEvent<CarpetShareDetail>[] = [];
    el.addEventListener('carpet-share', (event) => {
      order.push('carpet-share');
      events.push(event);
    });
    // Heard above the element too: it bubbles out of the shadow root.
    const heard: Event[] = [];
    const onDocument = (event: Event) => heard.push(event);
    document.addEventListener('carpet-share', onDocument);
    undo.push(() => document.removeEventListener('carpet-share', onDocument));
    shareButton(el)!.click();
    const { seed, moves } = el.snapshot;
    const text = `Carpet · ${seed} · won in ${moves} moves, no undos`;
    expect(order).to.deep.equal(['carpet-share', 'navigator.share']);
    expect(events[0].detail).to.deep.equal({ text, url: URL });
    expect(events[0].cancelable && events[0].bubbles && events[0].composed).to.equal(true);
    expect(heard).to.have.length(1);
    expect(calls).to.deep.equal([{ text, url: URL }]);
  });

  it('a cancelled share sheet is silent', async () => {
    undo.push(stubNavigator('share', () => Promise.reject(new DOMException('cancelled', 'AbortError'))));
    const el = await finished('lost');
    const errors: Event[] = [];
    el.addEventListener('carpet-error', (event) => errors.push(event));
    shareButton(el)!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await el.updateComplete;
    expect(errors).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('.share-copied, .share-manual')).to.equal(null);
  });

  it('preventDefault on carpet-share shares nothing', async () => {
    let shared = 0;
    undo.push(stubNavigator('share', () => (shared++, Promise.resolve())));
    const el = await finished('won');
    el.addEventListener('carpet-share', (event) => event.preventDefault());
    shareButton(el)!.click();
    await el.updateComplete;
    expect(shared).to.equal(0);
  });

  it('without navigator.share: copies text and url to the clipboard, with a visible and spoken "Copied" for 2 s', async () => {
    const written: string[] = [];
    undo.push(stubNavigator('share', undefined));
    undo.push(stubNavigator('clipboard', { writeText: (text: string) => (written.push(text), Promise.resolve()) }));
    const el = await finished('lost', { 'share-url': URL });
    const root = el.shadowRoot!;
    // The note's timer is held, so the test reads its delay and ends it itself, whatever the machine's speed.
    const clock = holdTimers();
    let copiedTimer: HeldTimer;
    try {
      shareButton(el)!.click();
      copiedTimer = await clock.next('the Copied note');
    } finally {
      clock.restore();
    }
    expect(copiedTimer.ms, 'Copied shows for 2 s').to.equal(2000);
    await el.updateComplete;
    const { seed, moves } = el.snapshot;
    expect(written).to.deep.equal([`Carpet · ${seed} · no moves left after ${moves} moves\n${URL}`]);
    expect(root.querySelector('.share-copied')!.textContent).to.equal('Copied');
    expect(root.querySelector('.live')!.textContent).to.contain('Copied');
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const copiedShown = () => root.querySelector('.share-copied') !== null;
    expect(copiedShown(), 'Copied stays until its time is up').to.equal(true);
    copiedTimer.run();
    await el.updateComplete;
    expect(copiedShown(), 'Copied goes when its time is up').to.equal(false);
  });

  it('when the clipboard fails too: the text in a read-only field, selected, to copy by hand', async () => {
    undo.push(stubNavigator('share', undefined));
    undo.push(
      stubNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
    );
    const el = await finished('won', { 'share-url': URL });
    const root = el.shadowRoot!;
    shareButton(el)!.click();
    await waitUntil(() => root.querySelector('.share-manual textarea'), 'the field shows');
    await el.updateComplete;
    const field = root.querySelector<HTMLTextAreaElement>('.share-manual textarea')!;
    expect(field.readOnly).to.equal(true);
    expect(field.value).to.equal(`Carpet · ${el.snapshot.seed} · won in ${el.snapshot.moves} moves, no undos\n${URL}`);
    expect(root.activeElement).to.equal(field);
    expect([field.selectionStart, field.selectionEnd]).to.deep.equal([0, field.value.length]);
    // A new game clears it.
    el.newGame('next');
    await el.updateComplete;
    expect(root.querySelector('.share-manual')).to.equal(null);
  });

  it('counts the undos, across a reload too', async () => {
    const texts: string[] = [];
    undo.push(stubNavigator('share', (data: ShareData) => (texts.push(data.text!), Promise.resolve())));
    const { seed, moves } = seedEndingIn('won');
    const parent = await fixture(html`<div></div>`);
    const make = async () => {
      const el = document.createElement('carpet-solitaire');
      el.setAttribute('seed', seed);
      parent.append(el);
      await el.updateComplete;
      return el;
    };
    const el = await make();
    for (const move of moves.slice(0, 5)) el.play(move);
    el.undo();
    el.undo();
    el.redo();
    el.undo();
    el.redo();
    el.redo();
    el.play(moves[5]);
    el.undo(); // 4 undos; one move undone, kept for redo
    el.remove();
    const resumed = await make();
    expect(resumed.snapshot.moves).to.equal(5);
    resumed.undo(); // 5
    resumed.redo();
    for (const move of moves.slice(5)) resumed.play(move);
    expect(resumed.snapshot.status).to.equal('won');
    await resumed.updateComplete;
    shareButton(resumed)!.click();
    expect(texts).to.deep.equal([`Carpet · ${seed} · won in ${moves.length} moves, 5 undos`]);
    // Restart clears the count.
    resumed.restart();
    for (const move of moves) resumed.play(move);
    await resumed.updateComplete;
    shareButton(resumed)!.click();
    expect(texts.at(-1)).to.equal(`Carpet · ${seed} · won in ${moves.length} moves, no undos`);
  });

  it('the outcome panel with its Share button (and "Copied") passes axe', async () => {
    undo.push(stubNavigator('share', undefined));
    undo.push(stubNavigator('clipboard', { writeText: () => Promise.resolve() }));
    const el = await finished('won');
    await expect(el).to.be.accessible();
    shareButton(el)!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('.share-copied'));
    await expect(el).to.be.accessible();
  });

  it('the text to copy by hand passes axe', async () => {
    undo.push(stubNavigator('share', undefined));
    undo.push(stubNavigator('clipboard', { writeText: () => Promise.reject(new Error('no')) }));
    const el = await finished('lost');
    shareButton(el)!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('.share-manual'));
    await expect(el).to.be.accessible();
  });

  it('a detach takes "Copied" away with its timer', async () => {
    undo.push(stubNavigator('share', undefined));
    undo.push(stubNavigator('clipboard', { writeText: () => Promise.resolve() }));
    const el = await finished('won');
    const root = el.shadowRoot!;
    shareButton(el)!.click();
    await waitUntil(() => root.querySelector('.share-copied'));
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    await el.updateComplete;
    expect(root.querySelector('.share-copied')).to.equal(null);
    expect(shareButton(el)).to.not.equal(null);
  });
});
