/**
 * The bench's foundations floor (bench/foundations-floor.js): the widget's table shown by a Lit element
 * with a running statechart and nothing of the widget's own code, the yardstick of what lit and xstate cost a
 * first render.
 */
import { expect } from '@open-wc/testing';
import { showTable } from '../../bench/foundations-floor.js';

const TABLE = {
  html: '<div class="frame"><div class="pile" data-pile="a"><div class="card" data-card="AS"></div></div></div>',
  css: ':host { display: block; } .card { width: 40px; height: 56px; background: rgb(10, 20, 30); }',
};

describe('the foundations floor', () => {
  it('shows the table it is given in the shadow root of a Lit element, styled, with its statechart running', async () => {
    const Floor = showTable(TABLE, 'foundations-floor-test');
    const element = document.createElement('foundations-floor-test') as HTMLElement & {
      updateComplete: Promise<boolean>;
      actor: { getSnapshot(): { value: unknown; context: { dealt: boolean } } };
    };
    document.body.append(element);
    await element.updateComplete;
    expect(element).to.be.instanceOf(Floor);
    const root = element.shadowRoot!;
    // The table replaces the element's own placeholder: nothing else of it is left.
    expect(root.querySelectorAll('div').length).to.equal(3);
    const card = root.querySelector<HTMLElement>('.card[data-card="AS"]')!;
    expect(getComputedStyle(card).backgroundColor).to.equal('rgb(10, 20, 30)');
    expect(card.getBoundingClientRect().width).to.equal(40);
    // The actor dealt on entry and moved on to play, as a game's statechart does.
    expect(element.actor.getSnapshot().value).to.equal('playing');
    expect(element.actor.getSnapshot().context.dealt).to.equal(true);
    element.remove();
  });
});
