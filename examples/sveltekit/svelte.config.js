import adapter from '@sveltejs/adapter-static';

/** @type {import('@sveltejs/kit').Config} */
export default {
  // Every page is prerendered to HTML (src/routes/+layout.ts): a static site, served as it is.
  kit: { adapter: adapter() },
};
