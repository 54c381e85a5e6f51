export default {
  title: 'Plain HTML, self-hosted: the entry and chunks/ copied beside the page',
  steps: [{ run: 'npm run build' }],
  serve: 'site',
  pages: [{ path: '/', variant: 'carthage', heard: '#heard' }],
};
