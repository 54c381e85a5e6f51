// The posts, published through WordPress's REST API with application passwords, as a user's app or a
// migration would write them. The block post is the author's: an author lacks unfiltered_html, so
// WordPress filters the content (kses) and would strip a bare <carpet-solitaire> tag; the block's comment
// must come through whole, and the tag come from the server's render.

const BLOCK = '<!-- wp:carpet-solitaire/game {"variant":"carthage","seed":"7","winnable":true} /-->';
const SECOND = '<!-- wp:carpet-solitaire/game {"variant":"carpet","seed":"11","fill":"manual","lang":"fr"} /-->';
const paragraph = (text) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

export const POSTS = {
  blocks: {
    as: 'author',
    title: 'Two games',
    content: [paragraph('A Carthage deal first.'), BLOCK, paragraph('And a Carpet, filled by hand.'), SECOND].join(
      '\n\n',
    ),
    stored: [BLOCK, SECOND],
    // The site's language (en-US) unless the block names one.
    elements: [
      { variant: 'carthage', seed: '7', winnable: true, lang: 'en-US' },
      { variant: 'carpet', seed: '11', fill: 'manual', lang: 'fr' },
    ],
  },
  shortcode: {
    as: 'editor',
    title: 'A shortcode',
    content: paragraph('Play this one.') + '\n\n[carpet_solitaire variant="carthage" seed="7" winnable="true"]',
    stored: ['[carpet_solitaire variant="carthage" seed="7" winnable="true"]'],
    elements: [{ variant: 'carthage', seed: '7', winnable: true, lang: 'en-US' }],
  },
  plain: {
    as: 'editor',
    title: 'No game here',
    content: paragraph('Nothing to play.'),
    stored: [],
    elements: [],
  },
};

/** Calls the REST API as user (application password); resolves to the JSON answer, throws on an error. */
export async function rest(url, user, route, { method = 'GET', body, query = '' } = {}) {
  const response = await fetch(`${url}/?rest_route=${route}${query}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(`${user.login}:${user.app}`).toString('base64')}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${route}: ${response.status}, not JSON: ${text.slice(0, 500)}`);
  }
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${json.code}: ${json.message}`);
  return json;
}

/** Publishes a post as its user, then reads it back as stored; resolves to { id, link }. */
export async function publish(url, users, post) {
  const user = users[post.as];
  const made = await rest(url, user, '/wp/v2/posts', {
    method: 'POST',
    body: { title: post.title, content: post.content, status: 'publish' },
  });
  if (made.status !== 'publish') throw new Error(`the post is ${made.status}, not published`);
  const stored = await rest(url, user, `/wp/v2/posts/${made.id}`, { query: '&context=edit' });
  for (const part of post.stored)
    if (!stored.content.raw.includes(part))
      throw new Error(`WordPress stored the content without ${part}:\n${stored.content.raw}`);
  const tags = (stored.content.rendered.match(/<carpet-solitaire[\s>]/g) ?? []).length;
  if (tags !== post.elements.length)
    throw new Error(`the rendered content has ${tags} <carpet-solitaire> tags, not ${post.elements.length}`);
  return { id: made.id, link: made.link };
}

/**
 * The trap the block avoids, shown on this site: the author's bare tag is filtered out when stored (kses is
 * on for an author), so the block post's surviving is the plugin's doing, not a lax site.
 */
export async function bareTagStripped(url, users) {
  const made = await rest(url, users.author, '/wp/v2/posts', {
    method: 'POST',
    body: { title: 'A bare tag', content: '<carpet-solitaire variant="carthage"></carpet-solitaire>', status: 'draft' },
  });
  const stored = await rest(url, users.author, `/wp/v2/posts/${made.id}`, { query: '&context=edit' });
  if (stored.content.raw.includes('<carpet-solitaire'))
    throw new Error(`the author's bare tag was stored as it is: ${stored.content.raw}`);
}
