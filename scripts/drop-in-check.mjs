// Which test files render <carpet-solitaire>, and a check that each of them is either in the drop-in group's
// list (it runs a second time against the built element) or in the list of files left to the source, with the
// reason why. web-test-runner.config.mjs runs the check as it loads, so a new test file that renders the
// element and is in neither list stops every run until someone decides where it belongs.
//
// A file renders the element when it imports the registering module, src/carpet-solitaire.ts, itself or
// through the modules it imports (test helpers, src/index.ts): `import type` and `export type` load nothing.
import fs from 'node:fs';
import path from 'node:path';

const REGISTERING = 'src/carpet-solitaire.ts';

/** Specifiers a module loads: static imports and re-exports (not type-only ones) and literal import() calls. */
function specifiers(text) {
  const found = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (!match[1]) found.push(match[2]);
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]);
  return found;
}

/** The project file a specifier names (a .js that is a .ts in the source counts as the .ts), or null. */
function resolve(root, from, specifier) {
  let target;
  if (specifier.startsWith('.')) target = path.join(path.dirname(from), specifier);
  else if (specifier.startsWith('/')) target = specifier.slice(1);
  else return null;
  target = path.normalize(target);
  const typescript = target.replace(/\.js$/, '.ts');
  if (fs.existsSync(path.join(root, typescript))) return typescript;
  return fs.existsSync(path.join(root, target)) ? target : null;
}

function testFiles(root, dir = 'test') {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(root, file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The test files (paths from the project root, sorted) that import the registering module, directly or not. */
export function filesRenderingTheElement(root) {
  const known = new Map();
  const loads = (file, visiting) => {
    if (file === REGISTERING) return true;
    if (known.has(file)) return known.get(file);
    if (visiting.has(file) || !/\.(ts|js|mjs)$/.test(file)) return false;
    visiting.add(file);
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const result = specifiers(text).some((specifier) => {
      const target = resolve(root, file, specifier);
      return target !== null && loads(target, visiting);
    });
    visiting.delete(file);
    known.set(file, result);
    return result;
  };
  return testFiles(root)
    .filter((file) => loads(file, new Set()))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Throws, naming each problem, unless every test file that renders the element is in `dropIn` or in
 * `sourceOnly` (file → reason), no file is in both, every listed file exists, and every source-only
 * file renders the element and says why it stays on the source.
 */
export function checkDropInLists(root, { dropIn, sourceOnly }) {
  const problems = [];
  const rendering = filesRenderingTheElement(root);
  for (const file of rendering) {
    if (!dropIn.includes(file) && !(file in sourceOnly)) {
      problems.push(`${file} renders <carpet-solitaire> but is in neither the drop-in list nor the source-only list`);
    }
  }
  for (const file of [...dropIn, ...Object.keys(sourceOnly)]) {
    if (!fs.existsSync(path.join(root, file))) problems.push(`${file} is listed but does not exist`);
  }
  for (const [file, reason] of Object.entries(sourceOnly)) {
    if (dropIn.includes(file)) problems.push(`${file} is in both lists`);
    if (!String(reason ?? '').trim()) problems.push(`${file} is left to the source without a reason`);
    if (fs.existsSync(path.join(root, file)) && !rendering.includes(file))
      problems.push(`${file} is left to the source but does not render the element`);
  }
  if (problems.length) {
    throw new Error(
      `The drop-in group's lists (web-test-runner.config.mjs) need a decision:\n  ${problems.join('\n  ')}`,
    );
  }
}
