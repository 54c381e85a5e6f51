// A game is found by its folder: the catalogue's `import(`./${variant}/index.js`)` and the worker's
// `import(`../games/${variant}/solver.js`)` become a map from each folder that has that file to a plain
// import() of it, `({ carpet: () => import('./carpet/index.js'), … })[variant]()`. Run over tsc's output
// (dist/lib), which both the drop-in build (rollup) and the package's users' bundlers read: a bundler then
// sees one plain import() per game and makes each a chunk of its own, with no setting of its own (Vite leaves
// a template import() inside node_modules as it is, and the build then fetches /assets/carthage/index.js,
// which does not exist). The callers ask only for a variant of the registry (games/registry.ts). Fails when
// such an import() matches no folder.
//
//   node scripts/import-by-folder.mjs dist/lib
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PATTERN = /import\(`((?:\.\.?\/)+(?:[\w-]+\/)*)\$\{([^}`]+)\}(\/[\w./-]+)`\)/g;

/** The code of `file` with each import() by folder written as a map of plain import()s; null when it has none. */
export function importsByFolder(code, file) {
  if (!code.includes('import(`')) return null;
  const rewritten = code.replace(PATTERN, (whole, before, key, after) => {
    const folder = path.resolve(path.dirname(file), before);
    const names = fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, after)))
      .map((entry) => entry.name)
      .sort();
    if (!names.length) throw new Error(`import-by-folder: ${whole} in ${file} matches no folder`);
    const map = names.map((name) => `${JSON.stringify(name)}: () => import('${before}${name}${after}')`);
    return `({ ${map.join(', ')} })[${key}]()`;
  });
  return rewritten === code ? null : rewritten;
}

function* scripts(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(file);
    else if (entry.name.endsWith('.js')) yield file;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/import-by-folder.mjs <folder of tsc output>');
  let count = 0;
  for (const file of scripts(dir)) {
    const code = importsByFolder(fs.readFileSync(file, 'utf8'), file);
    if (code === null) continue;
    fs.writeFileSync(file, code);
    count++;
  }
  if (!count) throw new Error(`import-by-folder: no import() by folder in ${dir}: is this tsc's output?`);
}
