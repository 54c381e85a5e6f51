export default {
  title: 'Next.js 16 App Router, static export, an MDX page with a client component',
  steps: [
    { run: 'npm run typecheck' },
    { run: 'npx tsc -p tsconfig.wrong.json', expect: 'fail', output: /klondike/ },
    { run: 'npm run build' },
  ],
  serve: 'out',
  pages: [{ path: '/play/', variant: 'carpet', heard: '#heard' }],
};
