/**
 * Starts the analysis worker's script: only from the page's own origin, and on pages that enforce
 * Trusted Types too.
 *
 * Such a page (`require-trusted-types-for 'script'`) refuses `new Worker(url)` unless the URL is a
 * TrustedScriptURL, which only a policy the page allows by name can make. Where the browser has
 * `trustedTypes`, the widget makes one policy, `carpet-solitaire` (POLICY_NAME), once per page, the
 * first time it starts the worker. The policy makes nothing but the worker's URL, and only while the
 * worker is being started; whatever else it is asked for, it refuses. A page whose `trusted-types`
 * directive does not name it refuses the policy (the browser reports that once), and the widget then
 * starts no worker on that page: it does not try a plain URL, which would only be refused and reported
 * a second time. Where the browser has no `trustedTypes`, the worker gets its URL as it always did.
 *
 * The worker is started by the one expression `new Worker(new URL('../../worker/analysis-worker.js', import.meta.url), …)`,
 * kept whole because bundlers of dist/lib recognise that shape and build the worker (rewriting its URL),
 * and the drop-in build's rollup step (workerInChunks) moves the URL for the chunk it lands in. A
 * URL made separately would escape them both (Vite even inlines a small file's URL as a data: URL). So
 * for that one expression the page's `Worker` is a function that looks at the URL it is given, whatever
 * a bundler made of it: from another origin (a bundle on a CDN), no worker is tried; else the URL goes,
 * through the policy where there are Trusted Types, to the page's real Worker, which is put back at once.
 */

/** The part of the Trusted Types API used here (TypeScript's DOM types do not have it yet). */
interface TrustedTypePolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): TrustedTypePolicy;
}
type WorkerConstructor = new (url: unknown, options?: WorkerOptions) => Worker;

/** The name a page allows in its policy (`trusted-types lit-html carpet-solitaire`) to keep the worker. */
export const POLICY_NAME = 'carpet-solitaire';

/** The page's policy: undefined until the first start here, null once the page has refused it. */
let policy: TrustedTypePolicy | null | undefined;
/** The worker's URL while it is being started: the one string the policy turns into a script URL. */
let starting: string | null = null;
/** The URL of the last worker started, as the page's Worker got it (for a console message when it fails). */
let lastStarted: string | null = null;
export const startedWorkerUrl = (): string | null => lastStarted;
/** Thrown by the page's Worker, while it is ours, for a worker that must not be tried here. */
const NOT_HERE = new Error('no worker here');

function pagePolicy(factory: TrustedTypePolicyFactory): TrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  try {
    policy = factory.createPolicy(POLICY_NAME, {
      createScriptURL(url) {
        // The message names the policy: a page's console then says whose it is.
        if (url !== starting) throw new TypeError(`${POLICY_NAME} makes only its worker's URL`);
        return url;
      },
    });
  } catch {
    // The page's `trusted-types` directive does not name the policy: the browser has reported it.
    policy = null;
  }
  return policy;
}

/** The worker, started here by the expression bundlers look for. */
const construct = (): Worker =>
  new Worker(new URL('../../worker/analysis-worker.js', import.meta.url), {
    type: 'module',
    name: 'carpet-solitaire-analysis',
  });

/**
 * Starts the analysis worker; null when none may start here: its script is on another origin, or the page
 * refused the widget's Trusted Types policy. Throws what the Worker constructor throws (a page's
 * `worker-src` may forbid it).
 */
export function startWorker(): Worker | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  const scope = globalThis as unknown as { Worker: WorkerConstructor };
  const PageWorker = scope.Worker;
  // A URL object, a string, or a script URL a bundler's own policy made: each is its URL as a string.
  scope.Worker = function (url: unknown, options?: WorkerOptions): Worker {
    starting = lastStarted = String(url);
    if (new URL(starting, location.href).origin !== location.origin) throw NOT_HERE;
    if (!factory) return new PageWorker(url, options);
    const trusted = pagePolicy(factory);
    if (!trusted) throw NOT_HERE;
    return new PageWorker(trusted.createScriptURL(starting), options);
  } as unknown as WorkerConstructor;
  try {
    return construct();
  } catch (error) {
    if (error === NOT_HERE) return null;
    throw error;
  } finally {
    scope.Worker = PageWorker;
    starting = null;
  }
}
