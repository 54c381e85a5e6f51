// ESLint flat config: `npm run lint:eslint` (zero warnings: --max-warnings 0).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

/**
 * The doors between folders (docs/architecture.md draws them): which folder of src/ may import which.
 * Imports are relative, so a rule is a pattern on the specifier for files at one depth below src/: from
 * src/games/carpet/rules.ts, `../../core/…` reaches core. `door()` forbids every specifier that leaves the
 * folder for a top-level folder not in `may`, and the packages in `packages`.
 */
const up = (depth) => '\\.\\./'.repeat(depth);
function door(files, depth, may, { packages = [], also = [] } = {}) {
  const leaves = {
    regex: `^${up(depth)}(?!(${may.join('|')})(/|\\.js$))`,
    message: may.length
      ? `${files}: outside its folder, it may import only ${may.join(', ')} (docs/architecture.md).`
      : `${files}: the model imports nothing else of src/ (docs/architecture.md).`,
  };
  const banned = packages.map((name) => ({
    group: [name, `${name}/*`],
    message: `${files} may not import ${name} (docs/architecture.md).`,
  }));
  return { files: [files], rules: { 'no-restricted-imports': ['error', { patterns: [leaves, ...also, ...banned] }] } };
}
/** The element's library: only the element and the styles may use it. */
const NO_LIT = ['lit'];
/** A game imports core and search only: never another game, the catalogue, i18n, the element or the DOM. */
const noOtherGame = (depth) => ({
  regex: `^${up(depth - 1)}(?!\\.\\./)`,
  message: 'A game imports no other game and nothing of games/ outside its own folder (docs/architecture.md).',
});
/** An element subfolder reaches another only through the host's interface (element/host/). */
const throughHost = (exceptions) => ({
  regex: `^\\.\\./(?!\\.\\./|host/${exceptions.map((e) => `|${e.replace(/[./]/g, (c) => `\\${c}`)}`).join('')})`,
  message:
    'An element subfolder imports another only through element/host/ (its interface), or by an exception named in eslint.config.js (docs/architecture.md).',
});
const ELEMENT_MAY = ['core', 'search', 'games', 'i18n', 'styles', 'worker', 'events'];
/**
 * The named exceptions to "through the host": each is one subfolder using another's pure helper.
 * input → motion: a dropped card glides back, and a press clears a glide's offset (clearTranslate).
 * analysis → speech: a hint is worded as a move is (describeHint, movePhrase).
 */
const ELEMENT_EXCEPTIONS = {
  input: ['motion/motion-controller.js'],
  analysis: ['speech/announce.js'],
};
const doors = [
  door('src/core/**', 1, [], { packages: NO_LIT }),
  door('src/search/**', 1, ['core'], { packages: NO_LIT }),
  door('src/games/*/*.ts', 2, ['core', 'search'], { packages: NO_LIT, also: [noOtherGame(2)] }),
  door('src/games/*/solver/*.ts', 3, ['core', 'search'], { packages: NO_LIT, also: [noOtherGame(3)] }),
  // The registry, the catalogue and the eager list import their games' folders, which are inside games/.
  door('src/games/*.ts', 1, ['core'], { packages: NO_LIT }),
  door('src/i18n/**', 1, ['core'], { packages: NO_LIT }),
  // The rules' words, a folder deeper (their chunks): the same door, reached from one level further down.
  door('src/i18n/rules/**', 2, ['core'], { packages: NO_LIT }),
  door('src/styles/**', 1, ['core']),
  door('src/worker/**', 1, ['core', 'search', 'games'], { packages: NO_LIT }),
  // The iframe page's script waits for the drop-in build's tag: it imports only the events' types.
  door('src/embed/**', 1, ['events'], { packages: NO_LIT }),
  ...['input', 'motion', 'analysis', 'persistence', 'speech', 'view'].map((sub) =>
    door(`src/element/${sub}/**`, 2, ELEMENT_MAY, { also: [throughHost(ELEMENT_EXCEPTIONS[sub] ?? [])] }),
  ),
  door('src/element/host/**', 2, ELEMENT_MAY),
];

export default defineConfig(
  // The example sites are a user's code, checked by their own tools (tsc, vue-tsc, astro check: scripts/test-sites.mjs).
  { ignores: ['dist/', 'node_modules/', 'custom-elements.json', 'test-results/', 'scratch/', 'examples/'] },

  js.configs.recommended,
  tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  wc.configs['flat/best-practice'],

  {
    settings: {
      // Lets eslint-plugin-wc see the LitElement subclasses as custom elements.
      wc: { elementBaseClasses: ['LitElement'] },
    },
    rules: {
      // LitElement always defines connectedCallback/disconnectedCallback, so an unguarded super call is safe.
      'wc/guard-super-call': 'off',
      // The same convention as tsconfig's noUnusedParameters: a leading _ marks a deliberately unused name.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      // `interface HTMLElementEventMap extends CarpetEventMap {}` is how a global map is augmented.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },

  // Type-aware rules for the TypeScript (src/, test/: what tsconfig.json type-checks). They add about 10 s to a
  // 10 s run on two cores, and catch what the syntax alone cannot (un-awaited promises, unsafe `any`, needless casts).
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // @open-wc/semantic-dom-diff (via @open-wc/testing) overloads chai's Equal to return a Promise
          // (its async snapshot form); a plain expect(...).to.equal(...) is synchronous.
          allowForKnownSafeCalls: [{ from: 'package', package: '@open-wc/semantic-dom-diff', name: 'Equal' }],
        },
      ],
    },
  },

  {
    files: ['test/**'],
    rules: {
      // Tests compare methods by identity (expect(rules.deal).to.equal(deal)) and keep originals to restore
      // after stubbing; neither calls a method without its object.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Browser code: src/, test/, bench/, demo/ (pages and workers), the WordPress block's editor script.
  {
    files: ['src/**', 'test/**', 'bench/**', 'demo/**', 'wordpress/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  // The doors between src/'s folders.
  ...doors,

  // An import for its side effects alone (`import './x.js'`) is dropped from the build, by rollup as by a
  // reader's bundler, unless package.json's "sideEffects" lists the file: a module that runs code as it loads
  // was once dropped that way while its tests, on the source, passed. A side effect is imported by name instead.
  {
    files: ['src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[specifiers.length=0][importKind="value"]',
          message: 'The build drops a module imported only for its side effects: import something it exports.',
        },
      ],
    },
  },

  // Node: scripts/ and the root config files.
  {
    files: ['scripts/**', '*.js', '*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
