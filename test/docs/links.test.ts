/**
 * Every link of the documentation leads somewhere: starting from README.md, each Markdown file it links to
 * (and each they link to, and so on) is read, and every link to a file of the repository must name one the
 * test server serves (it serves the repository's root), and every link to a heading (`file.md#heading`,
 * `#heading`) one that file has, by GitHub's rule for a heading's anchor. Links to other sites are not
 * followed. Every file of docs/ listed below must be reached from the README.
 */
import { expect } from '@open-wc/testing';

/** The files of docs/ a reader must be able to reach from the README. */
const DOCS = [
  '/docs/api.md',
  '/docs/architecture.md',
  '/docs/embedding.md',
  '/docs/glossary-de.md',
  '/docs/glossary-es.md',
  '/docs/glossary-fr.md',
  '/docs/performance.md',
  '/docs/rules.md',
  '/docs/solver.md',
  '/docs/testing.md',
  '/docs/theming.md',
];

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; found.has(anchor); n++) anchor = `${base}-${n}`;
    found.add(anchor);
  }
  return found;
}

/** The targets of a Markdown file's inline links and images, outside code blocks and code spans. */
function links(markdown: string): string[] {
  const found: string[] = [];
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) found.push(match[1]);
  }
  return found;
}

describe('the links of the README and docs/', () => {
  it('the anchor and link readers follow GitHub on a sample', () => {
    const sample = [
      '# Title',
      '## Strict pages: Content-Security-Policy and Trusted Types',
      '## `npm` and bundlers',
      '## Size',
      '## Size',
      '```md',
      '## Not a heading [nor](a-link.md)',
      '```',
      'See [one](docs/one.md#size-1), `[code](not-a-link.md)` and ![a picture](img/p.png "title").',
    ].join('\n');
    expect([...anchors(sample)]).to.deep.equal([
      'title',
      'strict-pages-content-security-policy-and-trusted-types',
      'npm-and-bundlers',
      'size',
      'size-1',
    ]);
    expect(links(sample)).to.deep.equal(['docs/one.md#size-1', 'img/p.png']);
  });

  it('every link to a file of the repository, or to a heading, leads to one, and every doc is reached', async () => {
    const texts = new Map<string, string | null>();
    /** The text of a served file, or null when the server has none (fetched once). */
    const read = async (path: string): Promise<string | null> => {
      if (!texts.has(path)) {
        const response = await fetch(path);
        texts.set(path, response.ok ? await response.text() : null);
      }
      return texts.get(path)!;
    };
    const broken: string[] = [];
    const queue = ['/README.md'];
    const reached = new Set(queue);
    while (queue.length) {
      const file = queue.shift()!;
      const markdown = await read(file);
      expect(markdown, `GET ${file}`).to.be.a('string');
      for (const link of links(markdown!)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // another site (https:, mailto:)
        const [pathPart, anchor] = link.split('#', 2) as [string, string | undefined];
        const target = pathPart === '' ? file : new URL(pathPart, new URL(file, location.origin)).pathname;
        const text = await read(target);
        if (text === null) {
          broken.push(`${file}: ${link}: no file ${target}`);
          continue;
        }
        if (target.endsWith('.md') && !reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
        if (anchor === undefined) continue;
        if (!target.endsWith('.md')) broken.push(`${file}: ${link}: an anchor in a file that is not Markdown`);
        else if (!anchors(text).has(anchor)) broken.push(`${file}: ${link}: no heading #${anchor} in ${target}`);
      }
    }
    expect(broken, broken.join('\n')).to.deep.equal([]);
    expect(
      DOCS.filter((doc) => !reached.has(doc)),
      'docs not reached from the README',
    ).to.deep.equal([]);
  });
});
