// `npm run bench`'s size part (scripts/bench.mjs): gzip -9 and brotli of each file of the drop-in build
// (dist/) and what a page playing one game downloads, and each part's own minified bytes (games' folders,
// lit, xstate, the element and core) attributed from a source-mapped build of the same code with the same
// rollup plugins.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotli, gzip } from './compressed.mjs';
import { round } from './bench-common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles `input` in memory with rollup.config.mjs's own plugins and options (a fresh import of the
 * config each time, so every build has fresh plugin instances), with source maps. Whatever chunks the
 * config makes (a game per chunk, say) come back too: { entry: fileName, files: [{ fileName, code, map }] }.
 * `plugins` run ahead of the build's own.
 */
export async function bundle(input, build, { plugins = [] } = {}) {
  const { rollup } = await import('rollup');
  const configUrl = `${pathToFileURL(path.join(root, 'rollup.config.mjs')).href}?bench=${build}`;
  const { default: config } = await import(configUrl);
  const built = await rollup({
    ...config,
    // Any of the caller's own first, ahead of the build's (to resolve or stand in for a module).
    plugins: [...plugins, ...config.plugins],
    input: path.join(root, input),
    // `npm run build` already reports the warnings of this code (Carthage's circular import among them).
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      if (config.onwarn) config.onwarn(warning, warn);
      else warn(warning);
    },
  });
  try {
    const { output } = await built.generate({
      ...config.output,
      file: undefined,
      dir: undefined,
      entryFileNames: `${build}.js`,
      sourcemap: true,
    });
    const files = output
      .filter((item) => item.type === 'chunk')
      .map((chunk) => ({ fileName: chunk.fileName, code: chunk.code, map: chunk.map, isEntry: chunk.isEntry }));
    return { entry: files.find((file) => file.isEntry).fileName, files };
  } finally {
    await built.close();
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** Decodes a source map's mappings into lines of [generatedColumn, sourceIndex?] segments. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segmentText) {
        const digit = BASE64_VALUE[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segments.push([column, source]);
      } else segments.push([column, undefined]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Which part of the bundle a source file belongs to. */
function partOf(source) {
  const file = source.replace(/\\/g, '/');
  if (/node_modules\/xstate\//.test(file)) return 'xstate';
  if (/node_modules\/(lit|lit-html|lit-element|@lit\/[^/]+)\//.test(file)) return 'lit';
  const game = /dist\/lib\/games\/([^/]+)\//.exec(file);
  if (game) return `game:${game[1]}`;
  if (/dist\/lib\//.test(file) || /bench\//.test(file)) return 'element';
  if (/node_modules\//.test(file)) return 'other';
  return 'other';
}

/**
 * The minified code of a bundle, split by part through its source map: { part: text }. A segment runs to
 * the next one; text before a line's first segment (the rest of a multi-line template literal, such as
 * the element's css`` styles) belongs to the segment before it.
 */
function attribute(code, map) {
  const parts = {};
  let current;
  const add = (source, text) => {
    if (!text) return;
    const part = source === undefined ? 'unmapped' : partOf(map.sources[source]);
    parts[part] = (parts[part] ?? '') + text;
  };
  const lines = code.split('\n');
  const mapped = decodeMappings(map.mappings);
  lines.forEach((line, index) => {
    const newline = index + 1 < lines.length ? '\n' : '';
    const segments = mapped[index] ?? [];
    if (!segments.length) {
      add(current, line + newline);
      return;
    }
    add(current, line.slice(0, segments[0][0]));
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      current = source;
      add(source, line.slice(column, end) + (i + 1 === segments.length ? newline : ''));
    });
  });
  return parts;
}

/** The relative .js files a module imports, statically and dynamically (minified ES module syntax). */
function importsOf(code) {
  const dynamic = [...code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]);
  const all = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
  return {
    static: all.filter((spec) => spec.startsWith('.')),
    dynamic: dynamic.filter((spec) => spec.startsWith('.')),
  };
}

/**
 * The drop-in build as a page downloads it: dist/carpet-solitaire.js and whatever it imports (statically,
 * at once; dynamically, a game's chunk when the page shows that game). Each file is compressed on its
 * own, as it travels. A single self-contained file is the case with no chunks.
 */
function distFiles(games) {
  const entry = path.join(root, 'dist/carpet-solitaire.js');
  if (!fs.existsSync(entry))
    throw new Error('dist/carpet-solitaire.js is missing: run `npm run build` (npm run bench does)');
  const files = new Map();
  const visit = (file) => {
    if (files.has(file)) return;
    const buffer = fs.readFileSync(file);
    const code = buffer.toString('utf8');
    const imports = importsOf(code);
    const resolveSpec = (spec) => path.resolve(path.dirname(file), spec);
    files.set(file, {
      name: path.relative(root, file).replace(/\\/g, '/'),
      raw: buffer.length,
      gzip: gzip(buffer),
      brotli: brotli(buffer),
      static: imports.static.map(resolveSpec),
      dynamic: imports.dynamic.map(resolveSpec),
    });
    for (const next of [...imports.static, ...imports.dynamic].map(resolveSpec)) if (fs.existsSync(next)) visit(next);
  };
  visit(entry);
  const closure = (start) => {
    const seen = new Set();
    const walk = (file) => {
      if (seen.has(file) || !files.has(file)) return;
      seen.add(file);
      files.get(file).static.forEach(walk);
    };
    walk(start);
    return seen;
  };
  const sum = (set) => {
    const list = [...set].map((file) => files.get(file));
    return {
      files: list.map((f) => f.name),
      raw: list.reduce((a, f) => a + f.raw, 0),
      gzip: list.reduce((a, f) => a + f.gzip, 0),
      brotli: list.reduce((a, f) => a + f.brotli, 0),
    };
  };
  const atOnce = closure(entry);
  const pages = {};
  for (const id of games) {
    const chunk = files
      .get(entry)
      .dynamic.find((file) => path.basename(file).startsWith(`${id}-`) || path.basename(file) === `${id}.js`);
    pages[id] = sum(new Set([...atOnce, ...(chunk ? closure(chunk) : [])]));
  }
  return {
    files: [...files.values()].map(({ name, raw, gzip: g, brotli: b }) => ({ name, raw, gzip: g, brotli: b })),
    entry: sum(atOnce),
    everything: sum(new Set(files.keys())),
    pages,
  };
}

export async function measureSize(benchBundle, games) {
  const dist = distFiles(games);
  const parts = {};
  for (const file of benchBundle.files) {
    for (const [part, text] of Object.entries(attribute(file.code, file.map))) parts[part] = (parts[part] ?? '') + text;
  }
  const total = Object.values(parts).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const byPart = {};
  for (const [part, text] of Object.entries(parts)) {
    const buffer = Buffer.from(text);
    byPart[part] = {
      minified: buffer.length,
      share: round(buffer.length / total, 4),
      gzip: gzip(buffer),
      brotli: brotli(buffer),
    };
  }
  // The size target is for what one page downloads to play one game (the largest); with a single
  // self-contained file that is the file.
  const worst = games.reduce((a, b) => (dist.pages[b].gzip > dist.pages[a].gzip ? b : a));
  return {
    ...dist,
    worstPage: { game: worst, ...dist.pages[worst] },
    attributedFrom: { minified: total },
    parts: byPart,
  };
}
