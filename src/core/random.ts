/**
 * The seeded generator. Every deal is a pure function of (variant, seed), so this file is frozen:
 * changing the hash, the generator or the shuffle breaks every shared deal link. A change must bump
 * DEAL_VERSION and keep the old path.
 */
export const DEAL_VERSION = 1;

/** cyrb128 over the seed's UTF-8 bytes: the same four words in every engine, emoji included. */
function hashSeed(seed: string): [number, number, number, number] {
  const bytes = new TextEncoder().encode(seed);
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (const byte of bytes) {
    h1 = h2 ^ Math.imul(h1 ^ byte, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ byte, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ byte, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ byte, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export interface Random {
  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number;
  /** A uniform integer in [0, n), n at most 2^21. */
  nextInt(n: number): number;
}

/** sfc32, seeded from any string. Integer arithmetic only, so it is exact in every engine. */
export function createRandom(seed: string): Random {
  let [a, b, c, d] = hashSeed(seed);
  const nextUint32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const result = (t + d) | 0;
    c = (c + result) | 0;
    return result >>> 0;
  };
  // Warm up so that similar seeds do not start from similar states.
  for (let i = 0; i < 15; i++) nextUint32();
  // u32 * n < 2^53, so the product and the floor are exact doubles.
  const nextInt = (n: number): number => Math.floor((nextUint32() * n) / 4294967296);
  return { nextUint32, nextInt };
}

/** Fisher-Yates shuffle of a copy: the input is never changed. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/** The generator of one deal: the variant and the version are part of the key, so games never share deals. */
export function dealRandom(variant: string, seed: string, extra = ''): Random {
  return createRandom(`carpet-solitaire/v${DEAL_VERSION}/${variant}/${seed}${extra ? `/${extra}` : ''}`);
}

/** A fresh seed for a new game: short enough to read out and share. Only the element calls this. */
export function freshSeed(): string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (words[0] % 1_000_000_000)
    .toString()
    .padStart(9, '0')
    .replace(/^(\d{3})(\d{3})(\d{3})$/, '$1-$2-$3');
}
