// Framework types and editor data, made from custom-elements.json (`npm run manifest` writes it first) into
// dist/types/, for the package's users; the drop-in bundle never imports them.
//   jsx.d.ts          every attribute with its values, every property, every carpet-* event as an `on…` handler
//                     (@wc-toolkit/jsx-types), and beside it react.d.ts, preact.d.ts and solid.d.ts, which add the
//                     tag to that framework's JSX (`import type {} from 'carpet-solitaire/react'`)
//   vue.d.ts          Vue's GlobalComponents (custom-element-vuejs-integration)
//   svelte.d.ts       Svelte's svelteHTML (custom-element-svelte-integration)
//   vscode.html-custom-data.json, vscode.css-custom-data.json   VS Code's html.customData and css.customData
//   web-types.json    JetBrains IDEs (named by package.json's "web-types")
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { generateSvelteTypes } from 'custom-element-svelte-integration';
import { generateVsCodeCustomElementData } from 'custom-element-vs-code-integration';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist', 'types');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
/** Where the element's class and its events' detail types are, from dist/types/. */
const TYPES_FROM = '../lib/index.js';

const element = manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.tagName);
if (!element) throw new Error('custom-elements.json declares no custom element');
/** The detail types the events name (`CustomEvent<CarpetMoveDetail>` -> CarpetMoveDetail). */
const detailTypes = [
  ...new Set(element.events.map((event) => /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1])),
];
if (detailTypes.includes(undefined))
  throw new Error('every event needs its type in the doc comment: @fires {CustomEvent<Detail>} name - …');

// The generators print what they do; only their failures are news.
const quietly = (generate) => {
  const log = console.log;
  console.log = () => {};
  try {
    generate();
  } finally {
    console.log = log;
  }
};

fs.rmSync(outdir, { recursive: true, force: true });
quietly(() =>
  generateJsxTypes(manifest, {
    outdir,
    fileName: 'jsx.d.ts',
    globalTypePath: TYPES_FROM,
    // Attribute values as the manifest gives them ('carpet' | 'carthage' | …), not the class's `string`.
    useCemTypes: true,
    stronglyTypedEvents: true,
  }),
);

// The Vue and Svelte generators wrap an event's type in CustomEvent<…> themselves, and read types from the
// manifest only when they import no class: give them the detail types, and import those.
const withDetails = structuredClone(manifest);
for (const declaration of withDetails.modules.flatMap((module) => module.declarations ?? []))
  for (const event of declaration.events ?? []) event.type = { text: /^CustomEvent<(\w+)>$/.exec(event.type.text)[1] };
const importDetails = `import type { ${detailTypes.join(', ')} } from '${TYPES_FROM}';\n`;
for (const [generate, fileName] of [
  [generateVuejsTypes, 'vue.d.ts'],
  [generateSvelteTypes, 'svelte.d.ts'],
]) {
  quietly(() => generate(withDetails, { outdir, fileName }));
  const file = path.join(outdir, fileName);
  fs.writeFileSync(file, importDetails + fs.readFileSync(file, 'utf8'));
}

quietly(() =>
  generateVsCodeCustomElementData(manifest, {
    outdir,
    htmlFileName: 'vscode.html-custom-data.json',
    cssFileName: 'vscode.css-custom-data.json',
  }),
);
quietly(() =>
  generateJetBrainsWebTypes(manifest, {
    outdir,
    webTypesFileName: 'web-types.json',
    packageJson: false,
  }),
);

// One line each adds the tag to a framework's JSX, from the types above.
const augment = (module, type) =>
  `// Adds <carpet-solitaire> to ${module}'s JSX: \`import type {} from 'carpet-solitaire/${module === 'solid-js' ? 'solid' : module}';\`
import type { ${type} } from './jsx.js';

declare module '${module}' {
  namespace JSX {
    interface IntrinsicElements extends ${type} {}
  }
}
`;
fs.writeFileSync(path.join(outdir, 'react.d.ts'), augment('react', 'CustomElements'));
fs.writeFileSync(path.join(outdir, 'preact.d.ts'), augment('preact', 'CustomElements'));
fs.writeFileSync(path.join(outdir, 'solid.d.ts'), augment('solid-js', 'CustomElementsSolidJs'));

// Every event as a handler and every allowed value of an attribute, in each framework's types; else the build
// fails (a generator that changed its output would otherwise ship types that miss them, silently).
const closedValues = element.attributes.flatMap((attribute) =>
  /^'[^']*'(\s*\|\s*'[^']*')*$/.test(attribute.type?.text ?? '')
    ? attribute.type.text.split('|').map((value) => value.trim().slice(1, -1))
    : [],
);
for (const file of ['jsx.d.ts', 'vue.d.ts', 'svelte.d.ts']) {
  const types = fs.readFileSync(path.join(outdir, file), 'utf8');
  const missing = [
    ...element.events.filter((event) => !new RegExp(`"on:?${event.name}"`).test(types)).map((event) => event.name),
    ...closedValues.filter((value) => !types.includes(`"${value}"`) && !types.includes(`'${value}'`)),
  ];
  if (missing.length) throw new Error(`dist/types/${file} misses ${missing.join(', ')}`);
}

const written = fs.readdirSync(outdir).sort();
console.log(`types and editor data in dist/types/: ${written.join(', ')}`);
