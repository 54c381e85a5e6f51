// Makes dist/carpet-solitaire-wordpress.zip, the WordPress plugin a site installs (Plugins -> Add New ->
// Upload Plugin): wordpress/carpet-solitaire/ with the drop-in build inside it (build/: the entry, its
// stylesheet and chunks/), so a site fetches nothing from elsewhere, and languages/ with the .po files
// compiled (scripts/wordpress/translations.mjs). The plugin's version is package.json's,
// written into its header, block.json, the editor script's asset file and readme.txt's stable tag; the build
// fails when readme.txt has no changelog entry for it. Run by `npm run build`, after the drop-in build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { compileTranslations } from './wordpress/translations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'wordpress', 'carpet-solitaire');
const dist = path.join(root, 'dist');
export const ZIP = path.join(dist, 'carpet-solitaire-wordpress.zip');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** Where each file of the plugin says its version, and how. */
const VERSIONS = {
  'carpet-solitaire.php': [/(\* Version:\s+)[\w.-]+/, /(define\( 'CARPET_SOLITAIRE_VERSION', ')[\w.-]+/],
  'block.json': [/("version": ")[\w.-]+/],
  'editor.asset.php': [/('version'\s+=> ')[\w.-]+/],
  'readme.txt': [/(Stable tag: )[\w.-]+/],
};

/** The plugin's files: path inside the zip -> content. */
function pluginFiles() {
  const files = new Map();
  for (const name of fs.readdirSync(source).sort()) {
    if (fs.statSync(path.join(source, name)).isDirectory()) continue;
    let text = fs.readFileSync(path.join(source, name), 'utf8');
    for (const pattern of VERSIONS[name] ?? []) {
      if (!pattern.test(text)) throw new Error(`wordpress-plugin: ${name} no longer says its version as ${pattern}`);
      text = text.replace(pattern, `$1${version}`);
    }
    files.set(`carpet-solitaire/${name}`, Buffer.from(text));
  }
  if (!files.get('carpet-solitaire/readme.txt').toString().includes(`= ${version} =`))
    throw new Error(`wordpress-plugin: readme.txt has no changelog entry "= ${version} ="`);
  for (const [name, bytes] of compileTranslations(path.join(source, 'languages')))
    files.set(`carpet-solitaire/languages/${name}`, bytes);
  const add = (from, to) => files.set(`carpet-solitaire/build/${to}`, fs.readFileSync(path.join(dist, from)));
  add('carpet-solitaire.js', 'carpet-solitaire.js');
  add('carpet-solitaire.css', 'carpet-solitaire.css');
  for (const name of fs.readdirSync(path.join(dist, 'chunks')).sort()) add(`chunks/${name}`, `chunks/${name}`);
  return files;
}

/** A zip archive of `files` (deflated), with a fixed date so the same files make the same bytes. */
function zip(files) {
  const DOS_TIME = 0;
  const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1; // 2026-01-01
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name);
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const crc = zlib.crc32(data);
    // The fields both headers share, from "version needed" on: the local header has them at 4, the central
    // directory's at 6 (after "version made by").
    const entry = (header, at) => {
      header.writeUInt16LE(20, at); // version needed: 2.0, deflate
      header.writeUInt16LE(8, at + 4); // method: deflate (flags at + 2 stay 0)
      header.writeUInt16LE(DOS_TIME, at + 6);
      header.writeUInt16LE(DOS_DATE, at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
      return header;
    };
    const local = entry(Buffer.alloc(30), 4);
    local.writeUInt32LE(0x04034b50, 0);
    const central = entry(Buffer.alloc(46), 6);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(0o100644 * 0x10000, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = pluginFiles();
  const archive = zip(files);
  fs.writeFileSync(ZIP, archive);
  console.log(`WordPress plugin ${version}: dist/${path.basename(ZIP)}, ${files.size} files, ${archive.length} B`);
}
