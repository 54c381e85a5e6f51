/**
 * How the analysis worker is started (src/element/analysis/worker-start.ts): where the browser has Trusted Types,
 * through one policy named `carpet-solitaire`, made once per page, that makes the worker's URL and nothing
 * else; where it has none, from the plain URL as before. The page itself enforces nothing here (the pages
 * that do are in test/pages/trusted-types.test.ts); this file sees what the page's Worker is handed.
 *
 * The policy is made once per page, so the order of the tests matters: the first starts no policy.
 */
import { expect } from '@open-wc/testing';
import { POLICY_NAME, startWorker } from '../../src/element/analysis/worker-start.js';

interface Rules {
  createScriptURL(url: string): string;
}
interface Factory {
  createPolicy(name: string, rules: Rules): { createScriptURL(url: string): unknown };
  isScriptURL(value: unknown): boolean;
}

/** The worker's script as the test server serves it (the source's .ts for a request of its .js). */
const WORKER_URL = new URL('../../src/worker/analysis-worker.js', import.meta.url).href;
const RealWorker = window.Worker;
/** What each Worker the page constructed was handed as its script URL. */
const handed: unknown[] = [];
class RecordingWorker extends RealWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    handed.push(url);
    super(url, options);
  }
}

describe('the analysis worker starts', () => {
  beforeEach(() => {
    handed.length = 0;
    window.Worker = RecordingWorker;
  });
  afterEach(() => {
    window.Worker = RealWorker;
  });

  it('from its plain URL, with no policy made, where the browser has no Trusted Types', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'trustedTypes');
    const factory = (window as unknown as { trustedTypes?: Factory }).trustedTypes;
    const made: string[] = [];
    const realCreate = factory?.createPolicy;
    if (factory) {
      factory.createPolicy = (name, rules) => {
        made.push(name);
        return realCreate!.call(factory, name, rules);
      };
    }
    Object.defineProperty(window, 'trustedTypes', { value: undefined, configurable: true });
    try {
      const worker = startWorker();
      worker?.terminate();
      expect(worker, 'a worker').to.be.instanceOf(RealWorker);
    } finally {
      if (own) Object.defineProperty(window, 'trustedTypes', own);
      else delete (window as { trustedTypes?: unknown }).trustedTypes;
      if (factory) delete (factory as Partial<Factory>).createPolicy;
    }
    expect(handed).to.have.length(1);
    expect(handed[0], 'the URL object of `new URL(…, import.meta.url)`').to.be.instanceOf(URL);
    expect(String(handed[0])).to.equal(WORKER_URL);
    expect(made, 'no policy').to.deep.equal([]);
    expect(window.Worker, "the page's Worker is its own").to.equal(RecordingWorker);
  });

  it(`through one policy, ${POLICY_NAME}, made once per page, that makes the worker's URL and refuses anything else`, function () {
    const factory = (window as unknown as { trustedTypes?: Factory }).trustedTypes;
    if (!factory) {
      console.warn('worker-start.test: this browser has no Trusted Types (window.trustedTypes); skipped');
      this.skip();
    }
    const made: { name: string; rules: Rules; policy: { createScriptURL(url: string): unknown } }[] = [];
    const realCreate = factory.createPolicy;
    factory.createPolicy = (name, rules) => {
      const policy = realCreate.call(factory, name, rules);
      made.push({ name, rules, policy });
      return policy;
    };
    try {
      for (let start = 0; start < 3; start++) startWorker()?.terminate();
    } finally {
      delete (factory as Partial<Factory>).createPolicy;
    }
    expect(
      made.map(({ name }) => name),
      'one policy for three starts',
    ).to.deep.equal([POLICY_NAME]);
    expect(handed).to.have.length(3);
    for (const url of handed) {
      expect(factory.isScriptURL(url), 'the Worker was handed a TrustedScriptURL').to.equal(true);
      expect(String(url)).to.equal(WORKER_URL);
    }
    expect(window.Worker, "the page's Worker is its own again").to.equal(RecordingWorker);

    // Outside a start, the policy makes nothing: not another script, nor the worker's own URL.
    const [{ rules, policy }] = made;
    for (const url of ['https://example.com/evil.js', '/test/element/throwing-worker.js', WORKER_URL]) {
      expect(() => policy.createScriptURL(url), `policy.createScriptURL(${url})`).to.throw();
      expect(() => rules.createScriptURL(url), `rules.createScriptURL(${url})`).to.throw(TypeError);
    }
  });

  it('from the expression bundlers look for, in the library build dist/lib (skipped before `npm run build`)', async function () {
    const response = await fetch('/dist/lib/element/analysis/worker-start.js');
    if (!response.ok) {
      console.warn(
        'worker-start.test: /dist/lib/element/analysis/worker-start.js is missing (run `npm run build`); skipped',
      );
      this.skip();
    }
    // The code alone: the doc comment quotes the expression too.
    const code = (await response.text()).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    // webpack, Vite and Parcel build a worker they find as `new Worker(new URL('…', import.meta.url), …)`, with the global Worker.
    const shape = /\bnew Worker\(new URL\('\.\.\/\.\.\/worker\/analysis-worker\.js', import\.meta\.url\), \{/;
    expect(shape.test(code), `dist/lib/element/analysis/worker-start.js starts the worker with ${shape}`).to.equal(
      true,
    );
    const binding = /\b(?:const|let|var|function|class)\s+Worker\b/;
    expect(binding.test(code), 'no binding of its own named Worker (it would hide the global from bundlers)').to.equal(
      false,
    );
  });
});
