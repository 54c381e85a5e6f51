export default {
  title: 'SvelteKit 2 (Svelte 5), prerendered with adapter-static',
  why: 'SvelteKit 3 needs Node 22; CI has Node 20',
  steps: [
    { run: 'npm run typecheck' },
    { run: 'npm run typecheck:wrong', expect: 'fail', output: /klondike[\s\S]*KeyboardEvent/ },
    { run: 'npm run build' },
  ],
  serve: 'build',
  // Its pages played again under the dev server.
  dev: 'npx vite dev --host 127.0.0.1 --port {port} --strictPort',
  pages: [{ path: '/play', variant: 'carthage', heard: '#heard' }],
};
