export default {
  title: 'SvelteKit 2 (Svelte 5), prerendered with adapter-static',
  why: 'SvelteKit 3 needs Node 22; CI has Node 20',
  steps: [
    { run: 'npm run typecheck' },
    { run: 'npm run typecheck:wrong', expect: 'fail', output: /klondike[\s\S]*KeyboardEvent/ },
    { run: 'npm run build' },
  ],
  serve: 'build',
  pages: [{ path: '/play', variant: 'carthage', heard: '#heard' }],
};
