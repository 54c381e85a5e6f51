// The compressed sizes every size report gives: gzip at level 9 and brotli at its best, in bytes.
import zlib from 'node:zlib';

export const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

export const brotli = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
