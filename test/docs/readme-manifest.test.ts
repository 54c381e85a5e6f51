/**
 * The documentation agrees with itself and with the code: the API tables of the README (Attributes),
 * docs/api.md (Properties, Methods, Events) and docs/theming.md (CSS custom properties, CSS parts) name
 * exactly what custom-elements.json (made from the element's doc comments by `npm run manifest`, which
 * `npm test` runs first) names; the manifest names every observed attribute, every `part=` of the template and
 * every `--carpet-*` token of the styles; and package.json's distribution fields point at files that exist.
 */
import { expect } from '@open-wc/testing';
import { onDropIn } from '../support/drop-in.js';
import { CarpetSolitaire } from '../../src/carpet-solitaire.js';

/** The API tables, each the first table under its `## heading`, and what the manifest lists for each. */
const SECTIONS = ['Attributes', 'Properties', 'Methods', 'Events', 'CSS custom properties', 'CSS parts'] as const;
type Section = (typeof SECTIONS)[number];

/** The file that documents each table (served from the repository's root). */
const DOCUMENTED_IN: Record<Section, string> = {
  Attributes: '/README.md',
  Properties: '/docs/api.md',
  Methods: '/docs/api.md',
  Events: '/docs/api.md',
  'CSS custom properties': '/docs/theming.md',
  'CSS parts': '/docs/theming.md',
};
const FILES = [...new Set(Object.values(DOCUMENTED_IN))];

/** At least this many rows per table: far fewer means the parser lost its way. */
const MIN_ROWS: Record<Section, number> = {
  Attributes: 5,
  Properties: 7,
  Methods: 8,
  Events: 6,
  'CSS custom properties': 15,
  'CSS parts': 5,
};

/** Lit's lifecycle: public in JavaScript, but never the element's API. */
const LIFECYCLE = [
  'render',
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
  'willUpdate',
  'updated',
  'firstUpdated',
  'update',
  'shouldUpdate',
  'styles',
  'observedAttributes',
];

interface Named {
  name: string;
}
interface Member extends Named {
  kind: string;
  privacy?: string;
  static?: boolean;
}
interface ElementDeclaration extends Named {
  kind: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: Named[];
  members?: Member[];
  events?: Named[];
  cssProperties?: Named[];
  cssParts?: Named[];
}
interface Manifest {
  schemaVersion: string;
  modules: { path: string; declarations?: ElementDeclaration[] }[];
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.ok, `GET ${url}: ${response.status}`).to.equal(true);
  return response.text();
}

/**
 * The first-column names of the first table under each `## heading` of `sections` (a heading of any other
 * level ends the section). A first cell that is not exactly one name in backticks is a problem, reported
 * rather than skipped; so is a section whose heading is there twice.
 */
function parseApiTables(
  markdown: string,
  sections: readonly string[],
): { tables: Map<string, string[]>; problems: string[] } {
  const lines = markdown.split(/\r?\n/);
  const tables = new Map<string, string[]>();
  const problems: string[] = [];
  const seen = new Set<string>();
  let heading: string | null = null;
  let rows: string[] | null = null;
  let inFence = false;
  for (const line of lines) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const title = /^(#+) (.+?)\s*$/.exec(line);
    if (title) {
      heading = title[1] === '##' && sections.includes(title[2]) ? title[2] : null;
      rows = null;
      if (heading !== null) {
        if (seen.has(heading)) problems.push(`## ${heading}: the heading is there twice`);
        seen.add(heading);
      }
      continue;
    }
    if (heading === null) continue;
    if (line.startsWith('|')) {
      if (rows === null) {
        if (tables.has(heading)) continue; // a later table in the same section (pile ids): not the API's
        rows = [];
        tables.set(heading, rows);
        continue; // the header row
      }
      if (/^\|\s*:?-+/.test(line)) continue; // the separator row
      const cell = line.split('|')[1].trim();
      const name = /^`([^`]+)`$/.exec(cell);
      if (name) rows.push(name[1]);
      else problems.push(`## ${heading}: the first cell ${JSON.stringify(cell)} is not one name in backticks`);
    } else if (rows !== null) {
      rows = null;
    }
  }
  return { tables, problems };
}

function element(manifest: Manifest): ElementDeclaration {
  const found = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement);
  expect(
    found.map((declaration) => declaration.tagName),
    'custom elements in the manifest',
  ).to.deep.equal(['carpet-solitaire']);
  return found[0];
}

function manifestNames(declaration: ElementDeclaration, section: Section): string[] {
  const names = (list: Named[] | undefined) => (list ?? []).map((entry) => entry.name);
  const members = declaration.members ?? [];
  switch (section) {
    case 'Attributes':
      return names(declaration.attributes);
    case 'Properties':
      return names(members.filter((member) => member.kind === 'field'));
    case 'Methods':
      return names(members.filter((member) => member.kind === 'method'));
    case 'Events':
      return names(declaration.events);
    case 'CSS custom properties':
      return names(declaration.cssProperties);
    case 'CSS parts':
      return names(declaration.cssParts);
  }
}

/** "" when `found` (from `where`) and the manifest's list hold the same names, else what each lacks. */
function difference(found: string[], manifest: string[], where: string): string {
  const missing = manifest.filter((name) => !found.includes(name));
  const extra = found.filter((name) => !manifest.includes(name));
  const duplicated = found.filter((name, index) => found.indexOf(name) !== index);
  const parts: string[] = [];
  if (missing.length) parts.push(`in custom-elements.json but not in ${where}: ${missing.join(', ')}`);
  if (extra.length) parts.push(`in ${where} but not in custom-elements.json: ${extra.join(', ')}`);
  if (duplicated.length) parts.push(`listed twice in ${where}: ${duplicated.join(', ')}`);
  const twiceInManifest = manifest.filter((name, index) => manifest.indexOf(name) !== index);
  if (twiceInManifest.length) parts.push(`listed twice in custom-elements.json: ${twiceInManifest.join(', ')}`);
  return parts.join('; ');
}

/** The sections `file` documents. */
const sectionsOf = (file: string): Section[] => SECTIONS.filter((section) => DOCUMENTED_IN[section] === file);

describe('the API tables of the README and docs/, and custom-elements.json', () => {
  const docs = new Map<string, string>();
  let manifest: Manifest;
  let declaration: ElementDeclaration;

  before(async () => {
    for (const file of FILES) docs.set(file, await text(file));
    manifest = JSON.parse(await text('/custom-elements.json')) as Manifest;
    declaration = element(manifest);
  });

  /** The table of `section`, read from the file that documents it. */
  const tableOf = (section: Section): string[] | undefined =>
    parseApiTables(docs.get(DOCUMENTED_IN[section])!, [section]).tables.get(section);

  it('the table parser reads a sample table and reports a malformed row and a heading there twice', () => {
    const sample = [
      '# Title',
      '## Events',
      '| event | detail |',
      '| --- | --- |',
      '| `a-b` | x |',
      '| c | y |',
      '',
      '| `ignored` | second table |',
      '### Sub',
      '| `in a subsection` |',
      '## Next',
      '| `outside` |',
      '## Methods',
      '| method | what |',
      '| --- | --- |',
      '| `m` | m |',
      '## Methods',
    ].join('\n');
    const { tables, problems } = parseApiTables(sample, ['Events', 'Methods']);
    expect([...tables.entries()]).to.deep.equal([
      ['Events', ['a-b']],
      ['Methods', ['m']],
    ]);
    expect(problems).to.have.length(2);
    expect(problems[0]).to.contain('"c"');
    expect(problems[1]).to.contain('## Methods');
  });

  for (const file of FILES) {
    it(`${file} has one table of sensible size under each of its API headings, every row naming one thing`, () => {
      const sections = sectionsOf(file);
      const { tables, problems } = parseApiTables(docs.get(file)!, sections);
      expect(problems, problems.join('\n')).to.deep.equal([]);
      for (const section of sections) {
        const rows = tables.get(section);
        expect(rows, `no table under "## ${section}" in ${file}`).to.be.an('array');
        expect(rows!.length, `rows in the "${section}" table: ${rows!.join(', ')}`).to.be.at.least(MIN_ROWS[section]);
      }
    });
  }

  for (const section of SECTIONS) {
    it(`the "${section}" table (${DOCUMENTED_IN[section]}) names exactly what the manifest names`, () => {
      const documented = tableOf(section) ?? [];
      const listed = manifestNames(declaration, section);
      expect(listed.length, `the manifest lists no ${section}`).to.be.greaterThan(0);
      const problem = difference(documented, listed, `the "${section}" table of ${DOCUMENTED_IN[section]}`);
      expect(problem, problem).to.equal('');
    });
  }

  it('the manifest lists public API only: no private, protected or static members, no Lit lifecycle', () => {
    const leaked = (declaration.members ?? []).filter(
      (member) => member.privacy || member.static || member.name.startsWith('#') || LIFECYCLE.includes(member.name),
    );
    expect(
      leaked.map((member) => member.name),
      'members that are not public API',
    ).to.deep.equal([]);
  });

  it('the manifest documents every attribute the element observes (game options such as fill included), and lang', () => {
    const observed = [...(CarpetSolitaire as unknown as { observedAttributes: string[] }).observedAttributes];
    const documented = manifestNames(declaration, 'Attributes').sort();
    expect(observed).to.include('fill');
    // lang is every element's own attribute: the element follows it (and the page's) with a MutationObserver.
    expect(observed).to.not.include('lang');
    expect(documented, 'manifest attributes vs observedAttributes').to.deep.equal([...observed, 'lang'].sort());
  });

  const TEMPLATE_FILES = [
    'src/carpet-solitaire.component.ts',
    'src/element/view/card-face.ts',
    'src/element/view/board-view.ts',
    'src/element/view/templates.ts',
    'src/element/view/outcome.ts',
    'src/element/view/panels.ts',
    'src/element/view/rules-panel.ts',
    'src/element/view/settings-panel.ts',
    'src/element/input/new-game-guard.ts',
  ];

  it('the manifest documents every part of the template and every --carpet-* token of the styles', async () => {
    // The element's template and the template functions it composes (the card's, the piles', the toolbar's and panels').
    const template = (await Promise.all(TEMPLATE_FILES.map((file) => text(`/${file}`)))).join('\n');
    // The styles: src/carpet-solitaire.styles.ts and each module of src/styles/ it composes (served as
    // esbuild's output: its imports may name the .ts files).
    const index = await text('/src/carpet-solitaire.styles.ts');
    const modules = [
      ...new Set(
        [...index.matchAll(/from\s*["']\.\/(styles\/[\w-]+)\.[jt]s["']/g)].map((match) => `/src/${match[1]}.ts`),
      ),
    ];
    expect(modules.length, 'style modules imported by src/carpet-solitaire.styles.ts').to.be.at.least(1);
    const styles = [index, ...(await Promise.all(modules.map((module) => text(module))))].join('\n');
    const parts = [...new Set([...template.matchAll(/\bpart="([a-z-]+)"/g)].map((match) => match[1]))].sort();
    const tokens = [...new Set([...styles.matchAll(/var\(\s*(--carpet-[a-z-]+)/g)].map((match) => match[1]))].sort();
    expect(parts.length, 'parts found in the template').to.be.at.least(5);
    expect(tokens.length, 'tokens found in the styles').to.be.at.least(10);
    const partProblem = difference(
      parts,
      manifestNames(declaration, 'CSS parts'),
      `the part="..." attributes of ${TEMPLATE_FILES.join(', ')}`,
    );
    const tokenProblem = difference(
      tokens,
      manifestNames(declaration, 'CSS custom properties'),
      'the var(--carpet-*) reads of src/styles/',
    );
    expect(partProblem, partProblem).to.equal('');
    expect(tokenProblem, tokenProblem).to.equal('');
  });
});

describe('package.json distribution fields', () => {
  interface PackageJson {
    jsdelivr?: string;
    unpkg?: string;
    customElements?: string;
    files?: string[];
    sideEffects?: string[] | boolean;
    exports?: Record<string, string | Record<string, string>>;
  }
  let pkg: PackageJson;

  before(async () => {
    pkg = JSON.parse(await text('/package.json')) as PackageJson;
  });

  it('jsdelivr and unpkg name the self-contained build, which exists and defines the element', async () => {
    expect(pkg.jsdelivr).to.equal('dist/carpet-solitaire.js');
    expect(pkg.unpkg).to.equal(pkg.jsdelivr);
    const bundle = await text(`/${pkg.jsdelivr}`);
    expect(bundle).to.contain('customElements');
    expect(bundle, 'the drop-in build must be self-contained').not.to.match(/\bfrom\s*["'](lit|xstate)/);
    expect(pkg.sideEffects, 'the drop-in build registers the tag').to.include(`./${pkg.jsdelivr}`);
  });

  it('the drop-in build loaded on a page that already has the element (a second copy or version) warns and keeps the first', async () => {
    const first = customElements.get('carpet-solitaire');
    expect(
      first,
      'this page registered the element (from src/, or from the drop-in build in the chromium-dist group)',
    ).to.equal(CarpetSolitaire);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      // Where the page has the drop-in build already, a second copy of it (another URL, as another version has).
      await import(`/${pkg.jsdelivr}${onDropIn ? '?second-copy' : ''}`);
    } finally {
      console.warn = warn;
    }
    expect(customElements.get('carpet-solitaire')).to.equal(first);
    expect(warnings.join('\n')).to.contain('already defined');
  });

  it('customElements names the manifest, which exists and is shipped', async () => {
    expect(pkg.customElements).to.equal('custom-elements.json');
    const served = JSON.parse(await text(`/${pkg.customElements}`)) as Manifest;
    expect(served.schemaVersion).to.be.a('string');
    expect(pkg.files).to.include(pkg.customElements);
  });

  it('every exports target exists, with types first wherever an entry has types', async () => {
    const exportsMap = pkg.exports ?? {};
    expect(Object.keys(exportsMap)).to.include.members([
      '.',
      './carpet-solitaire.js',
      './carpet-solitaire.css',
      './custom-elements.json',
      './package.json',
    ]);
    for (const [entry, target] of Object.entries(exportsMap)) {
      const conditions = typeof target === 'string' ? { default: target } : target;
      if ('types' in conditions)
        expect(Object.keys(conditions)[0], `exports["${entry}"]: types must come first`).to.equal('types');
      for (const file of Object.values(conditions)) {
        const response = await fetch(file.replace(/^\.\//, '/'));
        expect(response.ok, `exports["${entry}"] -> ${file}: ${response.status}`).to.equal(true);
        const shipped =
          (pkg.files ?? []).some((root) => file.replace(/^\.\//, '').startsWith(root)) || file === './package.json';
        expect(shipped, `exports["${entry}"] -> ${file} is not in "files"`).to.equal(true);
      }
    }
  });
});
