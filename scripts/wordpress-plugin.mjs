// Makes dist/carpet-solitaire-wordpress.zip, the WordPress plugin a site installs (Plugins -> Add New ->
// Upload Plugin): wordpress/carpet-solitaire/ with the drop-in build inside it (build/: the entry, its
// stylesheet and chunks/), so a site fetches nothing from elsewhere. The plugin's version is package.json's,
// written into its header, block.json, the editor script's asset file and readme.txt's stable tag; the build
// fails when readme.txt has no changelog entry for it. Run by `npm run build`, after the drop-in build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

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
    let text = fs.readFileSync(path.join(source, name), 'utf8');
    for (const pattern of VERSIONS[name] ?? []) {
      if (!pattern.test(text)) throw new Error(`wordpress-plugin: ${name} no longer says its version as ${pattern}`);
      text = text.replace(pattern, `$1${version}`);
    }
    files.set(`carpet-solitaire/${name}`, Buffer.from(text));
  }
  if (!files.get('carpet-solitaire/readme.txt').toString().includes(`= ${version} =`))
    throw new Error(`wordpress-plugin: readme.txt has no changelog entry "= ${version} ="`);
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
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
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
