import { executeServerCommand } from '@web/test-runner-commands';

/**
 * How the test server answers this page's requests for one of the built element's chunks
 * (dist/chunks/<chunk>-<hash>.js) from now on, through the runner's `chunk-network` command
 * (scripts/chunk-network.mjs): `offline` drops the connection (a network error), `refuse` answers 403
 * as a blocking proxy does, `hold` keeps the request waiting until `pass`, which serves it as usual.
 * Only this page's requests are played. Answers how many of the chunk's requests were dropped or refused,
 * are held, and went on after a hold. Puppeteer's browsers (Chromium, Firefox) only: the drop-in groups'.
 */
export type ChunkNetwork = 'offline' | 'refuse' | 'hold' | 'pass';
export type ChunkCounts = { failed: number; held: number; passed: number };

export async function chunkNetwork(chunk: string, as: ChunkNetwork): Promise<ChunkCounts> {
  const counts = await executeServerCommand<ChunkCounts | null, { chunk: string; as: ChunkNetwork }>('chunk-network', {
    chunk,
    as,
  });
  if (!counts) throw new Error('the runner has no chunk-network command');
  return counts;
}
