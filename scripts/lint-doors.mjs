/**
 * Shows that the lint keeps the doors between src/'s folders (eslint.config.js, docs/architecture.md): for
 * each folder, an import that breaks its rule must be reported by no-restricted-imports, and an import the
 * rule allows must not be. The files are virtual (ESLint lints the text as if it were at that path), so no
 * rule-breaking file ever sits in src/. Run by `npm run lint`; exits 1 when a rule lets a breaking import
 * through or stops an allowed one.
 */
import { ESLint } from 'eslint';

/** [file, import, whether the rule must report it]. */
const CASES = [
  ['src/core/x.ts', '../i18n/catalogue.js', true],
  ['src/core/x.ts', '../element/host/host.js', true],
  ['src/core/x.ts', 'lit', true],
  ['src/core/x.ts', './cards.js', false],
  ['src/search/x.ts', '../core/types.js', false],
  ['src/search/x.ts', '../games/registry.js', true],
  ['src/games/carpet/x.ts', '../../core/cards.js', false],
  ['src/games/carpet/x.ts', '../../search/search.js', false],
  ['src/games/carpet/x.ts', './rules.js', false],
  ['src/games/carpet/x.ts', '../carthage/rules.js', true],
  ['src/games/carpet/x.ts', '../catalogue.js', true],
  ['src/games/carpet/x.ts', '../../i18n/en.js', true],
  ['src/games/carpet/x.ts', '../../element/host/host.js', true],
  ['src/games/carthage/solver/x.ts', '../rules.js', false],
  ['src/games/carthage/solver/x.ts', '../../../search/search.js', false],
  ['src/games/carthage/solver/x.ts', '../../cadogan-carpet/rules.js', true],
  ['src/games/carthage/solver/x.ts', '../../../styles/cards.js', true],
  ['src/games/x.ts', './carpet/meta.js', false],
  ['src/games/x.ts', '../core/game.js', false],
  ['src/games/x.ts', '../element/host/host.js', true],
  ['src/games/x.ts', '../i18n/en.js', true],
  ['src/i18n/x.ts', '../core/types.js', false],
  ['src/i18n/x.ts', '../element/persistence/saved-game.js', true],
  ['src/i18n/x.ts', '../games/registry.js', true],
  ['src/styles/x.ts', '../core/cards.js', false],
  ['src/styles/x.ts', '../element/view/card-face.js', true],
  ['src/worker/x.ts', '../games/registry.js', false],
  ['src/worker/x.ts', '../i18n/en.js', true],
  ['src/worker/x.ts', '../element/host/host.js', true],
  ['src/worker/x.ts', 'lit', true],
  ['src/embed/x.ts', '../events.js', false],
  ['src/embed/x.ts', '../carpet-solitaire.js', true],
  ['src/embed/x.ts', '../element/host/host.js', true],
  ['src/embed/x.ts', 'lit', true],
  ['src/element/input/x.ts', '../host/host.js', false],
  ['src/element/input/x.ts', '../../i18n/en.js', false],
  ['src/element/input/x.ts', '../motion/motion-controller.js', false],
  ['src/element/input/x.ts', '../view/templates.js', true],
  ['src/element/view/x.ts', '../persistence/saved-game.js', true],
  ['src/element/view/x.ts', '../analysis/analysis-controller.js', true],
  ['src/element/persistence/x.ts', '../speech/announce.js', true],
  ['src/element/host/x.ts', '../persistence/persistence-controller.js', false],
];

// Only the doors' rule, without the type-aware parsing (which needs files on disk in tsconfig's project).
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});
let wrong = 0;
for (const [file, specifier, breaks] of CASES) {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: file });
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  const reported = result.messages.some((message) => message.ruleId === 'no-restricted-imports');
  if (reported !== breaks) {
    wrong++;
    console.error(
      `${file}: import '${specifier}' ${breaks ? 'breaks a rule, and was not reported' : 'is allowed, and was reported'}`,
    );
  }
}
console.log(`lint-doors: ${CASES.length - wrong} of ${CASES.length} imports judged as the rules say`);
process.exit(wrong ? 1 : 0);
