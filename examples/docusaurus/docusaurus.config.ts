import type { Config } from '@docusaurus/types';

const config: Config = {
  title: 'Carpet Solitaire in Docusaurus',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  // No favicon file: else the browser's /favicon.ico request answers 404.
  headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: 'data:,' } }],
  // Only the pages plugin, no preset and no theme: the element needs none of them, and the install and the
  // build are far smaller (src/theme/MDXPage.tsx stands in for the classic theme's).
  plugins: ['@docusaurus/plugin-content-pages'],
};

export default config;
