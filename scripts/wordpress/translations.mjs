// The plugin's translations, compiled from its .po files without gettext's tools: a .mo file for PHP
// (load_plugin_textdomain) and, for the block's editor script, the JSON that wp_set_script_translations()
// loads (Jed's format, named after the script's handle, as `wp i18n make-json` would write it).
import fs from 'node:fs';
import path from 'node:path';

/** The handle WordPress gives block.json's editorScript: the block's name with "-editor-script". */
export const EDITOR_SCRIPT_HANDLE = 'carpet-solitaire-game-editor-script';
const DOMAIN = 'carpet-solitaire';

/**
 * @typedef {{ context?: string, id: string, translation: string, references: string[] }} Entry
 */

/** A .po file's entries (the header is the entry with the empty id). */
export function parsePo(text) {
  const entries = [];
  for (const block of text.split(/\n\s*\n/)) {
    const entry = { references: [], id: undefined, translation: '', context: undefined };
    let field;
    for (const line of block.split('\n')) {
      if (line.startsWith('#:')) entry.references.push(...line.slice(2).trim().split(/\s+/));
      const keyword = line.match(/^(msgctxt|msgid|msgstr) (".*")$/);
      const continued = line.match(/^(".*")$/);
      if (keyword) {
        field = { msgctxt: 'context', msgid: 'id', msgstr: 'translation' }[keyword[1]];
        entry[field] = JSON.parse(keyword[2]);
      } else if (continued && field) entry[field] += JSON.parse(continued[1]);
    }
    if (entry.id !== undefined) entries.push(entry);
  }
  return entries;
}

/** The key gettext looks a string up by: the context, EOT, the id. */
const key = (entry) => (entry.context ? `${entry.context}\u0004${entry.id}` : entry.id);

/** A .mo file (GNU gettext's binary format, little-endian, no hash table) of the translated entries. */
export function moFile(entries) {
  const pairs = entries
    .filter((entry) => entry.translation)
    .map((entry) => [Buffer.from(key(entry)), Buffer.from(entry.translation)])
    .sort(([a], [b]) => Buffer.compare(a, b));
  const count = pairs.length;
  const HEADER = 28;
  const tables = HEADER + 16 * count;
  const header = Buffer.alloc(tables);
  header.writeUInt32LE(0x950412de, 0);
  header.writeUInt32LE(0, 4); // revision
  header.writeUInt32LE(count, 8);
  header.writeUInt32LE(HEADER, 12); // the originals' table
  header.writeUInt32LE(HEADER + 8 * count, 16); // the translations' table
  header.writeUInt32LE(0, 20); // hash table size
  header.writeUInt32LE(tables, 24);
  const strings = [];
  let offset = tables;
  const place = (bytes, at) => {
    header.writeUInt32LE(bytes.length, at);
    header.writeUInt32LE(offset, at + 4);
    strings.push(bytes, Buffer.alloc(1));
    offset += bytes.length + 1;
  };
  pairs.forEach(([original], i) => place(original, HEADER + 8 * i));
  pairs.forEach(([, translation], i) => place(translation, HEADER + 8 * count + 8 * i));
  return Buffer.concat([header, ...strings]);
}

/** The JSON of one script's translations: the entries whose reference names `script`. */
export function scriptJson(entries, locale, script) {
  const header = entries.find((entry) => entry.id === '')?.translation ?? '';
  const plural = header.match(/Plural-Forms: ([^\n]*)/)?.[1] ?? 'nplurals=2; plural=(n != 1);';
  const messages = { '': { domain: 'messages', lang: locale, 'plural-forms': plural } };
  for (const entry of entries)
    if (entry.id && entry.translation && entry.references.includes(script)) messages[key(entry)] = [entry.translation];
  return JSON.stringify({ domain: 'messages', locale_data: { messages } });
}

/** The compiled files of a languages/ folder: name -> bytes (the .po files themselves included). */
export function compileTranslations(folder) {
  const files = new Map();
  for (const name of fs.readdirSync(folder).sort()) {
    const locale = name.match(/^carpet-solitaire-(\w+)\.po$/)?.[1];
    if (!locale) continue;
    const po = fs.readFileSync(path.join(folder, name));
    const entries = parsePo(po.toString('utf8'));
    files.set(name, po);
    files.set(`${DOMAIN}-${locale}.mo`, moFile(entries));
    files.set(
      `${DOMAIN}-${locale}-${EDITOR_SCRIPT_HANDLE}.json`,
      Buffer.from(scriptJson(entries, locale, 'editor.js')),
    );
  }
  return files;
}
