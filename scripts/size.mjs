// Prints the size of the drop-in bundle: raw, gzip -9 and brotli (max quality), as a table and as
// one JSON line (for CI logs and comparisons).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const relative = 'dist/carpet-solitaire.js';
const file = path.join(root, relative);

if (!fs.existsSync(file)) {
  console.error(`size: ${relative} not found; run \`npm run build\` first`);
  process.exit(1);
}

const source = fs.readFileSync(file);
const sizes = {
  file: relative,
  raw: source.length,
  gzip: zlib.gzipSync(source, { level: 9 }).length,
  brotli: zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  }).length,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['raw', sizes.raw],
  ['gzip -9', sizes.gzip],
  ['brotli', sizes.brotli],
];
console.log(relative);
for (const [name, bytes] of rows) {
  console.log(`  ${name.padEnd(8)} ${String(bytes).padStart(8)} B  ${kb(bytes).padStart(9)}`);
}
console.log(JSON.stringify(sizes));
