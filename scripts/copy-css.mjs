// Copies the pre-upgrade placeholder stylesheet src/carpet-solitaire.css to dist/ (the package's
// "./carpet-solitaire.css" export), so a page can reserve the game's space before the script runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(root, 'src', 'carpet-solitaire.css');
const to = path.join(root, 'dist', 'carpet-solitaire.css');

if (!fs.existsSync(from)) {
  console.error(`copy-css: ${path.relative(root, from)} is missing; package.json exports it as ./carpet-solitaire.css`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(to), { recursive: true });
fs.copyFileSync(from, to);
