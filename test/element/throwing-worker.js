// A stand-in analysis worker that breaks at the first search it is sent (test/element/analysis-worker.test.ts).
self.onmessage = () => {
  throw new Error('the analysis worker broke (a test stand-in)');
};
