import '../support/clean-storage.js';
/**
 * The widget on a page that enforces Trusted Types (`require-trusted-types-for 'script'`), as security-minded
 * sites do: with its policy `carpet-solitaire` allowed beside Lit's `lit-html`, the solver runs in its worker
 * and nothing is reported; with only Lit's allowed, the browser reports the refused policy once, and the
 * verdicts come from the main thread, with no uncaught error and no second report. The game plays either way.
 *
 * As in csp.test.ts, the policy is in a <meta> of a served page in an iframe (test/pages/trusted-types-frame.html,
 * and -refused-frame.html), which records every violation and uncaught error from the start of parsing, then
 * imports the drop-in build or the element's source (test/support/strict-frame.ts).
 *
 * A <meta> policy never reaches a worker, so the test server sends the worker's script from these pages with
 * a header that enforces Trusted Types and allows no policy (scripts/worker-policy.mjs), as a site that sends
 * its policy with every response would: the worker and its imports of each game's solver run under it.
 *
 * Chromium, Firefox and WebKit all have Trusted Types; a browser without them skips these tests, saying so.
 */
import { aTimeout, expect } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Analyst, Engine } from '../../src/element/analysis/analyst.js';
import { POLICY_NAME } from '../../src/element/analysis/worker-start.js';
import { addGame, closeFrames, frameConsole, openFrame, settle } from '../support/strict-frame.js';

/** The policy docs/embedding.md gives a page (its "Strict pages" section says so, and the last test checks). */
const ALLOWED = {
  page: 'trusted-types-frame.html',
  policy:
    "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html carpet-solitaire",
};
/** The same with only Lit's policy allowed: the widget's is refused. */
const REFUSED = {
  page: 'trusted-types-refused-frame.html',
  policy: "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html",
};

/** Skips the test, saying why, in a browser without Trusted Types (where no page can enforce them). */
function needsTrustedTypes(context: Mocha.Context): void {
  if (!('trustedTypes' in window)) {
    console.warn(
      `trusted-types.test: this browser has no Trusted Types (window.trustedTypes): skipped "${context.test?.title}"`,
    );
    context.skip();
  }
}

/** The element's verdict on its position and where it was searched; fails when none comes within 15 s. */
async function verdictOf(el: CarpetSolitaire): Promise<{ verdict: string; engine: Engine | null }> {
  for (let waited = 0; el.analysis.verdict === 'pending' && waited < 15000; waited += 50) await aTimeout(50);
  expect(el.analysis.verdict, `${el.snapshot.variant}: a verdict came`).to.not.equal('pending');
  return { verdict: el.analysis.verdict, engine: (el as unknown as { analyst: Analyst }).analyst.engine };
}

/** Plays a move through play(), deals with a click on the stock, undoes it and asks for a hint. */
async function playAMove(el: CarpetSolitaire): Promise<void> {
  const variant = el.snapshot.variant;
  const first = el.legalMoves()[0];
  expect(el.play(first), `${variant}: play(${JSON.stringify(first)})`).to.equal(true);
  await el.updateComplete;
  expect(el.snapshot.moves, `${variant}: a move played`).to.equal(1);
  el.shadowRoot!.querySelector<HTMLElement>('.pile[data-pile="stock"]')!.click();
  await el.updateComplete;
  expect(el.snapshot.moves, `${variant}: a click on the stock dealt`).to.equal(2);
  expect(el.undo()).to.equal(true);
  await el.updateComplete;
  el.hint();
  await el.updateComplete;
}

describe('<carpet-solitaire> on a page that enforces Trusted Types', () => {
  afterEach(() => {
    closeFrames();
  });

  for (const [module, what] of [
    ['/dist/carpet-solitaire.js', 'the drop-in build'],
    ['/src/carpet-solitaire.ts', 'the element source via the test server'],
  ] as const) {
    it(`analyses in its worker and plays, with no violation, where the page allows its policy (${what})`, async function () {
      needsTrustedTypes(this);
      const frame = await openFrame(module, ALLOWED);
      // The worker runs under Trusted Types too: its script comes with a policy header that allows no policy.
      const workerScript = module.startsWith('/dist/')
        ? '/dist/chunks/analysis-worker.js'
        : '/src/worker/analysis-worker.js';
      const header = (await frame.win.fetch(workerScript)).headers.get('content-security-policy');
      expect(header, "the worker's policy (scripts/worker-policy.mjs)").to.equal(
        "script-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'",
      );
      const logged = frameConsole(frame);
      // Carthage in French: its words come in a chunk of their own.
      for (const [variant, attributes] of [
        ['carpet', { analysis: 'full' }],
        ['carthage', { lang: 'fr' }],
      ] as const) {
        const el = await addGame(frame, variant, attributes);
        expect(
          el.shadowRoot!.querySelectorAll('[part~="card"]').length,
          `${variant}: cards rendered`,
        ).to.be.greaterThan(20);
        expect((await verdictOf(el)).engine, `${variant}: searched in the worker`).to.equal('worker');
        if ('lang' in attributes)
          expect(el.shadowRoot!.innerHTML, 'the French words arrived').to.include('Nouvelle partie');
        await playAMove(el);
        el.remove();
      }
      await settle();
      expect(frame.violations()).to.deep.equal([]);
      expect(frame.errors()).to.deep.equal([]);
      expect(logged).to.deep.equal([]);
    });

    it(`searches on the main thread and plays, after the one report of its refused policy, where the page allows only Lit's (${what})`, async function () {
      needsTrustedTypes(this);
      const frame = await openFrame(module, REFUSED);
      const logged = frameConsole(frame);
      const carpet = await addGame(frame, 'carpet');
      expect(await verdictOf(carpet)).to.deep.equal({ verdict: 'unwinnable', engine: 'main thread' });
      // A second game on the page, and a move: verdicts again, and no second try at the policy or a worker.
      const carthage = await addGame(frame, 'carthage');
      await playAMove(carpet);
      expect((await verdictOf(carpet)).engine).to.equal('main thread');
      await playAMove(carthage);
      await settle();
      expect(frame.violations(), 'one report: the refused policy').to.have.length(1);
      expect(frame.violations()[0]).to.include({ directive: 'trusted-types', sample: POLICY_NAME });
      expect(frame.errors(), 'no uncaught error').to.deep.equal([]);
      expect(logged).to.deep.equal([]);
    });
  }

  describe('the check can fail', () => {
    it('the page refuses a worker started from a plain URL, and reports it', async function () {
      needsTrustedTypes(this);
      const frame = await openFrame('/src/carpet-solitaire.ts', ALLOWED);
      await settle();
      expect(frame.violations()).to.deep.equal([]);
      let thrown: unknown = null;
      try {
        new frame.win.Worker('/src/worker/analysis-worker.js', { type: 'module' }).terminate();
      } catch (error) {
        thrown = error;
      }
      // Its TypeError may come from either window (they differ between browsers): compare names.
      expect((thrown as Error | null)?.name, 'the plain URL was refused').to.equal('TypeError');
      await settle();
      expect(frame.violations().map((v) => v.directive)).to.deep.equal(['require-trusted-types-for']);
    });
  });

  it("docs/embedding.md's Content-Security-Policy section gives the policy these pages allow, naming the widget's policy", async () => {
    const response = await fetch('/docs/embedding.md');
    expect(response.ok, 'GET /docs/embedding.md').to.equal(true);
    const embedding = await response.text();
    const start = embedding.indexOf('\n## Strict pages: Content-Security-Policy and Trusted Types\n');
    expect(start, 'docs/embedding.md has its "Strict pages" section').to.be.greaterThan(-1);
    const end = embedding.indexOf('\n## ', start + 1);
    const section = embedding.slice(start, end === -1 ? undefined : end);
    const html = await (await fetch(`/test/pages/${ALLOWED.page}`)).text();
    const policy = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    expect(policy).to.equal(ALLOWED.policy);
    expect(policy!.split(/;\s*/)).to.include(`trusted-types lit-html ${POLICY_NAME}`);
    expect(
      section.includes(`Content-Security-Policy: ${policy}`),
      `docs/embedding.md gives "Content-Security-Policy: ${policy}"`,
    ).to.equal(true);
    expect(
      section.includes(`\`trusted-types lit-html ${POLICY_NAME}\``),
      `docs/embedding.md names the directive \`trusted-types lit-html ${POLICY_NAME}\``,
    ).to.equal(true);
  });
});
