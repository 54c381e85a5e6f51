// plugin-content-pages renders an .mdx page with @theme/MDXPage, which the classic theme provides; this site has
// no theme, so it gives its own, as small as it gets.
import type { ComponentType } from 'react';

export default function MDXPage({ content: Content }: { content: ComponentType }) {
  return (
    <main>
      <Content />
    </main>
  );
}
