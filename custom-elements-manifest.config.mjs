// Config of @custom-elements-manifest/analyzer: writes custom-elements.json (gitignored) from the doc
// comments. `npm run build` and `npm test` both run it (scripts/manifest.mjs). Only the element and its
// registration are read, so private helpers never leak in; members marked @internal or @ignore, and Lit's
// lifecycle, are left out by the analyzer, and the plugin below drops private, protected and static ones.

/** Module-level string constants of the manifest, by name: `TAG_NAME` -> `carpet-solitaire`. */
function stringConstants(manifest) {
  const constants = new Map();
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      const text = declaration.kind === 'variable' ? declaration.default : undefined;
      const match = typeof text === 'string' ? /^(['"])([^'"]*)\1$/.exec(text) : null;
      if (match) constants.set(declaration.name, match[2]);
    }
  }
  return constants;
}

/** Public API only, and the tag name itself where the element is defined through a constant. */
function publicApi() {
  return {
    name: 'carpet-public-api',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const constants = stringConstants(manifest);
      const resolve = (name) => constants.get(name) ?? name;
      for (const module of manifest.modules ?? []) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.tagName) declaration.tagName = resolve(declaration.tagName);
          if (declaration.members) {
            // Lit's `static properties` lists the private state too, and marks each property public.
            const hidden = (member) =>
              (member.privacy && member.privacy !== 'public') || member.static || member.name.startsWith('#');
            const hiddenFields = new Set(declaration.members.filter(hidden).map((member) => member.name));
            declaration.members = declaration.members.filter((member) => !hidden(member));
            for (const member of declaration.members) delete member.privacy;
            declaration.attributes = declaration.attributes?.filter(
              (attribute) => !hiddenFields.has(attribute.fieldName),
            );
          }
        }
        for (const entry of module.exports ?? []) {
          if (entry.kind !== 'custom-element-definition') continue;
          entry.name = resolve(entry.name);
          // The analyzer writes the import specifier ("/src/x.component.js"); point at the analysed module.
          const source = entry.declaration.module?.replace(/^\//, '').replace(/\.js$/, '.ts');
          if (manifest.modules.some((candidate) => candidate.path === source)) entry.declaration.module = source;
        }
      }
    },
  };
}

/**
 * An attribute's allowed values, from the `@values` tag of its property's doc comment (`@values 'auto' | 'manual'`),
 * become the type of the attribute and of its property in the manifest, so the types and editor data made from it
 * offer exactly those (the TypeScript property stays a string: a page may set any, and an unknown value gets a clear
 * message). test/docs/readme-manifest.test.ts checks each list against the values the element accepts.
 */
function attributeValues() {
  const values = new Map();
  return {
    name: 'carpet-attribute-values',
    analyzePhase({ ts, node }) {
      if (!ts.isPropertyDeclaration(node) || !ts.isIdentifier(node.name)) return;
      const tag = ts.getJSDocTags(node).find((candidate) => candidate.tagName.text === 'values');
      if (!tag) return;
      const text = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
      values.set(node.name.text, text.trim());
    },
    packageLinkPhase({ customElementsManifest: manifest }) {
      for (const module of manifest.modules ?? []) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.tagName) continue;
          for (const item of [...(declaration.attributes ?? []), ...(declaration.members ?? [])]) {
            const text = values.get(item.fieldName ?? item.name);
            if (text && (item.fieldName || item.kind === 'field')) item.type = { text };
            if (item.description) item.description = item.description.replace(/\s*@values\b.*$/s, '');
          }
        }
      }
    },
  };
}

export default {
  globs: ['src/carpet-solitaire.component.ts', 'src/carpet-solitaire.ts'],
  exclude: [],
  outdir: '.',
  litelement: true,
  // package.json names the manifest itself ("customElements"); the analyzer must not rewrite it.
  packagejson: false,
  dependencies: false,
  quiet: true,
  plugins: [publicApi(), attributeValues()],
};
