import { waitUntil } from '@open-wc/testing';
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

/**
 * Lets a held chunk go once the server holds a request for it, and answers how many went on. The page asks
 * for a chunk in the frame after it needs it, and on a busy machine the request may reach the server some
 * frames later: releasing before then would let it through unheld, and test nothing.
 */
export async function releaseHeld(chunk: string): Promise<number> {
  await waitUntil(async () => (await chunkNetwork(chunk, 'hold')).held >= 1, `the ${chunk} chunk is asked for`, {
    timeout: 15000,
  });
  return (await chunkNetwork(chunk, 'pass')).passed;
}
