// ESLint flat config: `npm run lint:eslint` (zero warnings: --max-warnings 0).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'custom-elements.json', 'test-results/', 'scratch/'] },

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

  // Browser code: src/, test/, bench/, demo/ (pages and workers).
  {
    files: ['src/**', 'test/**', 'bench/**', 'demo/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  // Node: scripts/ and the root config files.
  {
    files: ['scripts/**', '*.js', '*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
