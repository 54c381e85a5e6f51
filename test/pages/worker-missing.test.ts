/**
 * The drop-in build copied to a site without all of its chunks/ folder: the analysis worker's script is
 * missing (404). The game plays and its verdicts come from the page's own thread, and the console says once
 * which file is missing, where before the solver only became slower, without a word.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { addGame, closeFrames, frameConsole, openFrame, settle } from '../support/strict-frame.js';

const PAGE = { page: 'csp-frame.html', policy: "script-src 'self'; style-src 'self'" };

const analysed = (el: CarpetSolitaire) =>
  waitUntil(() => el.analysis.verdict !== 'pending', `a verdict on ${el.variant}`, { timeout: 20000 });

describe('<carpet-solitaire> copied without its analysis worker', () => {
  afterEach(closeFrames);

  it('plays and analyses on the page, and says once in the console which file is missing', async () => {
    const frame = await openFrame('/copied-without-worker/carpet-solitaire.js', PAGE);
    const logged = frameConsole(frame);
    const carpet = await addGame(frame, 'carpet');
    await analysed(carpet);
    const carthage = await addGame(frame, 'carthage');
    expect(carthage.play(carthage.legalMoves()[0])).to.equal(true);
    await analysed(carthage);
    await waitUntil(() => logged.length > 0, 'a word in the console');
    await settle();
    expect(logged).to.have.length(1);
    expect(logged[0]).to.match(
      /^warn: carpet-solitaire: the solver runs on the page \(slower\): its worker http:\/\/\S+\/copied-without-worker\/chunks\/analysis-worker\.js answered 404: serve the built files whole$/,
    );
    expect(frame.errors()).to.deep.equal([]);
  });
});
