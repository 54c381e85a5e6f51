export default {
  title: 'Astro 5 with an MDX post',
  why: 'Astro 6 and 7 need Node 22; CI has Node 20',
  steps: [
    { run: 'npm run typecheck' },
    { run: 'npx astro check --tsconfig tsconfig.wrong.json', expect: 'fail', output: /klondike[\s\S]*klondike/ },
    { run: 'npm run build' },
  ],
  serve: 'dist',
  // Its pages played again under the dev server.
  dev: 'npx astro dev --host 127.0.0.1 --port {port}',
  pages: [{ path: '/posts/play/', variant: 'carthage', heard: '#heard' }],
};
