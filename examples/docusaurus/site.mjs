export default {
  title: 'Docusaurus 3 (React 19) with an MDX page: core and the pages plugin only',
  why: 'no preset-classic: the element needs none of it, and its install (first, uncached: 287 s) is heavy enough',
  steps: [
    { run: 'npm run typecheck' },
    { run: 'npm run typecheck:wrong', expect: 'fail', output: /klondike[\s\S]*KeyboardEvent/ },
    { run: 'npm run build' },
  ],
  serve: 'build',
  pages: [{ path: '/play/', variant: 'carthage', heard: '#heard' }],
};
