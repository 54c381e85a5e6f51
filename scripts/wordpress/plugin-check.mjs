// What WordPress's plugin directory checks (the Plugin Check plugin, the directory's readme validator) where
// it can run offline, on the plugin's sources (wordpress/carpet-solitaire/): readme.txt's headers and their
// agreement with the plugin's header, output escaped, names prefixed, translations in the plugin's text
// domain, direct access to PHP files refused, and the 6.5 APIs called only where they exist ("Requires at
// least" stays 6.1: the script-modules path has a fallback).
//
//   node scripts/wordpress/plugin-check.mjs      prints the problems, exits 1 when there are any
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE = path.join(root, 'wordpress', 'carpet-solitaire');
const PREFIX = 'carpet_solitaire_';
const DOMAIN = 'carpet-solitaire';
/** Functions WordPress added after "Requires at least" (6.1), which the code must call behind function_exists(). */
const NEWER_FUNCTIONS = ['wp_enqueue_script_module', 'wp_register_script_module', 'wp_interactivity_state'];
const README_HEADERS = ['Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag', 'License'];
const ESCAPED = /^(esc_\w+|wp_kses\w*|absint|intval|wp_json_encode)\s*\(/;

/** A header's value ("Requires at least: 6.1") in a readme or a plugin's doc comment. */
const header = (text, name) => text.match(new RegExp(`^[\\s*]*${name}:\\s*(.+?)\\s*$`, 'm'))?.[1];

/** The arguments of each call of `name(` in `code`, split at their top-level commas, with the call's line. */
function calls(code, name) {
  const found = [];
  for (const match of code.matchAll(new RegExp(`\\b${name}\\s*\\(`, 'g'))) {
    let depth = 1;
    let at = match.index + match[0].length;
    const args = [''];
    for (let quote = null; at < code.length && depth > 0; at++) {
      const c = code[at];
      if (quote) {
        if (c === '\\') args[args.length - 1] += c + code[++at];
        else args[args.length - 1] += c;
        if (c === quote) quote = null;
        continue;
      }
      if (c === "'" || c === '"') quote = c;
      if ('([{'.includes(c)) depth++;
      if (')]}'.includes(c)) depth--;
      if (depth === 0) break;
      if (c === ',' && depth === 1) args.push('');
      else args[args.length - 1] += c;
    }
    const line = code.slice(0, match.index).split('\n').length;
    // A trailing comma (prettier's) leaves no argument.
    const trimmed = args.map((arg) => arg.trim()).filter((arg, i, all) => arg || i < all.length - 1);
    found.push({ args: trimmed, line, text: code.slice(match.index, at + 1) });
  }
  return found;
}

/** The problems found, as sentences naming the file (and line). */
export function pluginProblems(source = SOURCE) {
  const problems = [];
  const read = (name) => fs.readFileSync(path.join(source, name), 'utf8');
  const readme = read('readme.txt');
  const main = read('carpet-solitaire.php');
  for (const name of README_HEADERS) if (!header(readme, name)) problems.push(`readme.txt: no "${name}:" header`);
  for (const name of ['Requires at least', 'Requires PHP', 'License'])
    if (header(readme, name) !== header(main, name))
      problems.push(`readme.txt says ${name}: ${header(readme, name)}, the plugin's header ${header(main, name)}`);
  if (header(readme, 'Stable tag') !== header(main, 'Version'))
    problems.push(`readme.txt's Stable tag ${header(readme, 'Stable tag')} is not the plugin's Version`);
  if (!/^[\d.]+$/.test(header(readme, 'Tested up to') ?? ''))
    problems.push('readme.txt: "Tested up to" is not a version');

  const php = fs.readdirSync(source).filter((name) => name.endsWith('.php'));
  for (const name of php) {
    const code = read(name);
    const lines = code.split('\n');
    if (!/if \( ! defined\( 'ABSPATH' \) \)/.test(code))
      problems.push(`${name}: no ABSPATH guard against direct access`);
    for (const match of code.matchAll(/^function (\w+)/gm))
      if (!match[1].startsWith(PREFIX)) problems.push(`${name}: function ${match[1]} lacks the prefix ${PREFIX}`);
    for (const match of code.matchAll(/\bdefine\(\s*'(\w+)'/g))
      if (!match[1].startsWith(PREFIX.toUpperCase())) problems.push(`${name}: constant ${match[1]} lacks the prefix`);
    for (const call of ['get_option', 'update_option', 'add_option', 'delete_option'].flatMap((fn) => calls(code, fn)))
      if (!call.args[0].startsWith(`'${PREFIX}`))
        problems.push(`${name}:${call.line}: option ${call.args[0]} lacks the prefix`);
    // Output: every printed value escaped, or a phpcs:ignore saying where it was.
    const ignored = (line, count) =>
      lines
        .slice(line - 1, line - 1 + count)
        .some((text) => text.includes('phpcs:ignore WordPress.Security.EscapeOutput'));
    const echoes = [...code.matchAll(/\becho\s+([^;]+);/g)].map((match) => ({
      args: match[1].split(/\s*,\s*/),
      line: code.slice(0, match.index).split('\n').length,
      text: match[0],
    }));
    for (const call of [...calls(code, 'printf'), ...echoes]) {
      const printed = call.text.startsWith('printf') ? call.args.slice(1) : call.args;
      const count = call.text.split('\n').length;
      for (const arg of printed)
        if (!ESCAPED.test(arg) && !/^'[^']*'$/.test(arg) && !ignored(call.line, count))
          problems.push(`${name}:${call.line}: printed unescaped: ${arg.slice(0, 60)}`);
    }
    // Each call inside an `if ( function_exists( 'fn' ) )` that opens at most three lines above it.
    for (const fn of NEWER_FUNCTIONS)
      for (const call of calls(code, fn)) {
        const above = lines.slice(Math.max(0, call.line - 4), call.line - 1).join('\n');
        if (!above.includes(`if ( function_exists( '${fn}' ) )`))
          problems.push(
            `${name}:${call.line}: calls ${fn}() (WordPress 6.5) without function_exists(), yet Requires at least 6.1`,
          );
      }
    for (const fn of ['__', '_e', '_x', 'esc_html__', 'esc_attr__', 'esc_html_e', 'esc_attr_e'])
      for (const call of calls(code, fn))
        if (call.args.at(-1) !== `'${DOMAIN}'`)
          problems.push(`${name}:${call.line}: ${fn}() not in the text domain ${DOMAIN}`);
    for (const fn of ['eval', 'var_dump', 'print_r', 'error_log', 'base64_decode'])
      if (calls(code, fn).length) problems.push(`${name}: calls ${fn}()`);
  }
  const editor = read('editor.js');
  for (const call of calls(editor, '__'))
    if (call.args.at(-1) !== `'${DOMAIN}'`)
      problems.push(`editor.js:${call.line}: __() not in the text domain ${DOMAIN}`);
  const block = JSON.parse(read('block.json'));
  if (block.textdomain !== DOMAIN) problems.push(`block.json: textdomain ${block.textdomain}`);
  if (header(main, 'Text Domain') !== DOMAIN)
    problems.push(`carpet-solitaire.php: Text Domain ${header(main, 'Text Domain')}`);
  return problems;
}

/** For the test: throws with the problems. */
export function checkPluginStatically() {
  const problems = pluginProblems();
  if (problems.length) throw new Error(problems.join('\n'));
}

/**
 * For the test: the checks find faults planted in a copy of the plugin (a value printed raw, a function
 * without the prefix, a 6.5 call without its guard, a string outside the text domain, readme.txt without
 * "Tested up to"), so a pass above means something. Throws naming any fault not found; returns the count.
 */
export function checkPlantedFaults() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'carpet-plugin-check-'));
  try {
    fs.cpSync(SOURCE, copy, { recursive: true });
    const main = path.join(copy, 'carpet-solitaire.php');
    fs.appendFileSync(
      main,
      "\nfunction unprefixed_helper( $value ) {\n\techo $value;\n\twp_enqueue_script_module( 'x' );\n\treturn __( 'Hello', 'another-domain' );\n}\n",
    );
    const readme = path.join(copy, 'readme.txt');
    fs.writeFileSync(readme, fs.readFileSync(readme, 'utf8').replace(/^Tested up to:.*\n/m, ''));
    const found = pluginProblems(copy);
    const planted = [
      /function unprefixed_helper lacks the prefix/,
      /printed unescaped: \$value/,
      /calls wp_enqueue_script_module\(\) \(WordPress 6\.5\) without function_exists/,
      /__\(\) not in the text domain/,
      /no "Tested up to:" header/,
    ];
    const missed = planted.filter((fault) => !found.some((problem) => fault.test(problem)));
    if (missed.length) throw new Error(`planted faults not found: ${missed.join(', ')}\nfound: ${found.join('\n')}`);
    return planted.length;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = pluginProblems();
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} problems` : 'no problems');
  process.exitCode = problems.length ? 1 : 0;
}
