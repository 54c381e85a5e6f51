'use client';

import { useEffect, useRef, useState } from 'react';
import type { Variant } from 'carpet-solitaire';

export function Carpet({ variant }: { variant: Variant }) {
  const [heard, setHeard] = useState('no move yet');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Define the element in the browser only: prerendering runs this module on the server too.
    void import('carpet-solitaire');
    // Not oncarpet-move={…}: React 19 attaches a custom element's on… listeners only after
    // the first client re-render when it hydrates a prerendered page (facebook/react#35446).
    const element = ref.current!;
    const onMove = (event: HTMLElementEventMap['carpet-move']) =>
      setHeard(`moved ${event.detail.snapshot.moves}`);
    element.addEventListener('carpet-move', onMove);
    return () => element.removeEventListener('carpet-move', onMove);
  }, []);
  return (
    <>
      <carpet-solitaire ref={ref} variant={variant} seed="7"></carpet-solitaire>
      <p id="heard">{heard}</p>
    </>
  );
}
