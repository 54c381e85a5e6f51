// Self-hosting the drop-in build: copy the entry and the one folder beside it, whole, next to the pages.
import fs from 'node:fs';

const from = 'node_modules/carpet-solitaire/dist';
fs.cpSync(`${from}/carpet-solitaire.js`, 'site/carpet-solitaire.js');
fs.cpSync(`${from}/carpet-solitaire.css`, 'site/carpet-solitaire.css');
fs.rmSync('site/chunks', { recursive: true, force: true });
fs.cpSync(`${from}/chunks`, 'site/chunks', { recursive: true });
