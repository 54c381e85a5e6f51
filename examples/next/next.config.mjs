import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export', // a static site in out/
  trailingSlash: true, // /play/ -> out/play/index.html, as static hosts serve it
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  // This example sits inside the package's own repository, which has a lockfile of its own.
  turbopack: { root: import.meta.dirname },
};

export default createMDX()(nextConfig);
