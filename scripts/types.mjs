// Framework types and editor data, made from custom-elements.json (`npm run manifest` writes it first) into
// dist/types/, for the package's users; the drop-in bundle never imports them.
//   jsx.d.ts          every attribute with its values, every property, every carpet-* event as an `on…` handler
//                     (@wc-toolkit/jsx-types), in the JSX of React 19, Preact, Solid and others: package.json names it
//                     carpet-solitaire/react, /preact, /solid and /jsx (`import type {} from 'carpet-solitaire/react'`)
//   vue.d.ts          Vue's GlobalComponents (custom-element-vuejs-integration)
//   svelte.d.ts       Svelte's svelteHTML, global (custom-element-svelte-integration): oncarpet-* and on:carpet-*
//   astro.d.ts        Astro's templates (astroHTML.JSX), from jsx.d.ts
//   vscode.html-custom-data.json, vscode.css-custom-data.json   VS Code's html.customData and css.customData
//   web-types.json    JetBrains IDEs (named by package.json's "web-types")
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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
// Their props are what a template sets: the attributes and their properties, not what a page only reads
// (snapshot, stats, the verdict), whose types they would name without importing them.
const withDetails = structuredClone(manifest);
for (const declaration of withDetails.modules.flatMap((module) => module.declarations ?? [])) {
  for (const event of declaration.events ?? []) event.type = { text: /^CustomEvent<(\w+)>$/.exec(event.type.text)[1] };
  if (declaration.members) declaration.members = declaration.members.filter((member) => member.attribute);
}
const importDetails = `import type { ${detailTypes.join(', ')} } from '${TYPES_FROM}';\n`;
for (const [generate, fileName] of [
  [generateVuejsTypes, 'vue.d.ts'],
  [generateSvelteTypes, 'svelte.d.ts'],
]) {
  quietly(() => generate(withDetails, { outdir, fileName }));
  const file = path.join(outdir, fileName);
  fs.writeFileSync(file, importDetails + fs.readFileSync(file, 'utf8'));
}
/** The prop Vue's templates give `@carpet-move`'s handler: onCarpetMove. */
const handlerProp = (event) => `on${event.replace(/(^|-)(\w)/g, (_, dash, letter) => letter.toUpperCase())}`;
// vue-tsc looks for `@carpet-move`'s handler as the prop onCarpetMove, not "oncarpet-move" as generated.
const vueFile = path.join(outdir, 'vue.d.ts');
let vue = fs.readFileSync(vueFile, 'utf8');
for (const { name } of element.events) {
  const camel = handlerProp(name);
  if (!vue.includes(`"on${name}"?:`)) throw new Error(`vue.d.ts: no "on${name}" prop to rename to ${camel}`);
  vue = vue.replace(`"on${name}"?:`, `${camel}?:`);
}
fs.writeFileSync(vueFile, vue);

quietly(() =>
  generateVsCodeCustomElementData(manifest, {
    outdir,
    htmlFileName: 'vscode.html-custom-data.json',
    cssFileName: 'vscode.css-custom-data.json',
  }),
);
// `lang` takes any language tag (its type ends in `(string & {})`, so editors offer the four languages and a
// type check still accepts `fr-CA`): VS Code's data lists values, and that one is no value to offer.
const htmlDataFile = path.join(outdir, 'vscode.html-custom-data.json');
const htmlData = JSON.parse(fs.readFileSync(htmlDataFile, 'utf8'));
for (const tag of htmlData.tags ?? [])
  for (const attribute of tag.attributes ?? [])
    if (attribute.values) attribute.values = attribute.values.filter((value) => /^[\w-]+$/.test(value.name));
fs.writeFileSync(htmlDataFile, `${JSON.stringify(htmlData, null, 2)}\n`);
quietly(() =>
  generateJetBrainsWebTypes(manifest, {
    outdir,
    webTypesFileName: 'web-types.json',
    packageJson: false,
  }),
);

// jsx.d.ts adds the tag to the JSX of React, Preact, Solid and others itself. Its `ref` takes what each one's
// refs are (React's and Preact's useRef() object, a callback given null on unmount), not only the element or a
// callback of it, which React's RefObject is not.
const jsxFile = path.join(outdir, 'jsx.d.ts');
const genericRef = '  ref?: (T | ((e: T) => void)) | undefined;';
const jsx = fs.readFileSync(jsxFile, 'utf8');
if (!jsx.includes(genericRef))
  throw new Error(`jsx.d.ts: the generator's ref type changed; look again at ${genericRef}`);
fs.writeFileSync(
  jsxFile,
  jsx.replace(
    genericRef,
    '  ref?: T | ((element: T | null) => void | (() => void)) | { current: T | null } | null | undefined;',
  ),
);

// Svelte has no JSX namespace: its children are a snippet, and style is a string. The file is a module (it
// imports the details), so its svelteHTML must be declared global, or svelte-check never sees the tag (an
// examples/sveltekit page with variant="klondike" passed). Svelte 5 listens with oncarpet-move, Svelte 4 with
// on:carpet-move: the file types both.
const svelteFile = path.join(outdir, 'svelte.d.ts');
const svelte = fs.readFileSync(svelteFile, 'utf8');
const svelteNamespace = /^declare namespace svelteHTML \{\n([\s\S]*?)^\}\n/m;
if (!svelteNamespace.test(svelte)) throw new Error('svelte.d.ts: no svelteHTML namespace where it was; look again');
const svelteFixed = svelte
  .replace('children?: JSX.Element;', 'children?: unknown;')
  .replace('style?: JSX.CSSProperties;', 'style?: string;')
  .replace(/^( +)"on:(carpet-[a-z-]+)"(\?: .*)$/gm, '$1"on:$2"$3\n$1"on$2"$3')
  .replace(
    svelteNamespace,
    (_, body) => `declare global {\n  namespace svelteHTML {\n${body.replace(/^(?=.)/gm, '  ')}  }\n}\n`,
  );
if (/JSX\./.test(svelteFixed)) throw new Error('svelte.d.ts: the generator names JSX somewhere new; look again');
fs.writeFileSync(svelteFile, svelteFixed);

// Astro's templates type an element through astroHTML.JSX, which takes any tag with any attribute until told.
fs.writeFileSync(
  path.join(outdir, 'astro.d.ts'),
  `// Types <carpet-solitaire> in .astro templates: \`import type {} from 'carpet-solitaire/astro';\`
import type { CustomElements } from './jsx.js';

declare global {
  namespace astroHTML.JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`,
);

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
    ...element.events
      .filter((event) => !new RegExp(`"on:?${event.name}"|${handlerProp(event.name)}\\?:`).test(types))
      .map((event) => event.name),
    ...closedValues.filter((value) => !types.includes(`"${value}"`) && !types.includes(`'${value}'`)),
  ];
  if (missing.length) throw new Error(`dist/types/${file} misses ${missing.join(', ')}`);
}

// The files must compile: a name they use without importing it makes TypeScript read the whole tag as any in
// a user's project (skipLibCheck hides the error there). The frameworks are not installed here, so only
// their modules may be missing. Each is compiled on its own, as a project includes one (jsx.d.ts and
// vue.d.ts both add the tag to the global JSX).
const compileOptions = {
  noEmit: true,
  skipLibCheck: false,
  strict: true,
  types: [],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
};
const CANNOT_FIND_MODULE = 2307;
const problems = ['jsx.d.ts', 'vue.d.ts', 'svelte.d.ts', 'astro.d.ts'].flatMap((name) => {
  const program = ts.createProgram([path.join(outdir, name)], compileOptions);
  return program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(outdir))
    .flatMap((file) => ts.getPreEmitDiagnostics(program, file))
    .filter((diagnostic) => diagnostic.code !== CANNOT_FIND_MODULE)
    .map((d) => `${name}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
});
if (problems.length) throw new Error(`dist/types does not compile:\n  ${problems.join('\n  ')}`);

const written = fs.readdirSync(outdir).sort();
console.log(`types and editor data in dist/types/: ${written.join(', ')}`);
