import { useEffect, useState } from 'react';
import type { Variant } from 'carpet-solitaire';

// Rendered inside <BrowserOnly> (src/pages/play.mdx): React renders it first in the browser, not by hydrating
// the prerendered page, so the oncarpet-move handler is attached (React 19 skips it when hydrating).
export function Carpet({ variant }: { variant: Variant }) {
  const [heard, setHeard] = useState('no move yet');
  useEffect(() => {
    // Not at the module's top: the build prerenders the page in Node, which has no customElements.
    void import('carpet-solitaire');
  }, []);
  return (
    <>
      <carpet-solitaire
        variant={variant}
        seed="daily-2026-11-29"
        oncarpet-move={(e) => setHeard(`moved ${e.detail.snapshot.moves}`)}
      ></carpet-solitaire>
      <p id="heard">{heard}</p>
    </>
  );
}
