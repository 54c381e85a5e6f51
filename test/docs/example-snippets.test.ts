/**
 * A code block of the docs that names an example's file after its language (```tsx examples/next/…) is an
 * excerpt of that file, line for line: the examples are built, type-checked and played in a browser in CI
 * (scripts/test-sites.mjs), so what a reader copies is what runs there.
 */
import { expect } from '@open-wc/testing';
import { readFile } from '@web/test-runner-commands';

const DOCS = ['README.md', 'docs/embedding.md', 'docs/api.md'];

interface Excerpt {
  doc: string;
  file: string;
  lines: string[];
}

function excerpts(doc: string, markdown: string): Excerpt[] {
  const found: Excerpt[] = [];
  let open: Excerpt | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    if (open) {
      if (line.startsWith('```')) {
        found.push(open);
        open = null;
      } else open.lines.push(line);
    } else {
      const fence = /^```\w+ (examples\/\S+)$/.exec(line);
      if (fence) open = { doc, file: fence[1], lines: [] };
    }
  }
  return found;
}

/** Whether `lines` appear in `text`, one after another. */
function within(text: string, lines: string[]): boolean {
  const all = text.split(/\r?\n/);
  return all.some((_, start) => lines.every((line, i) => all[start + i] === line));
}

describe('code blocks taken from the examples', () => {
  it('each is an excerpt of the example file it names, and the embedding guide takes several', async () => {
    const all: Excerpt[] = [];
    for (const doc of DOCS) all.push(...excerpts(doc, (await readFile({ path: `../../${doc}` }))!));
    expect(all.filter((excerpt) => excerpt.doc === 'docs/embedding.md').length).to.be.at.least(6);
    for (const { doc, file, lines } of all) {
      const text = await readFile({ path: `../../${file}` });
      expect(text, `${doc} quotes ${file}, which does not exist`).to.be.a('string');
      expect(within(text!, lines), `${doc}: the block from ${file} is not in it as written`).to.equal(true);
    }
  });

  it('the check can fail: a line the file does not have is found out', () => {
    expect(within('a\nb\nc', ['b', 'c'])).to.equal(true);
    expect(within('a\nb\nc', ['a', 'c'])).to.equal(false);
  });
});
