import { useState } from 'preact/hooks';
// Defines <carpet-solitaire>; Vite bundles it, and each game's code is a chunk of its own.
import 'carpet-solitaire';

type Variant = 'carpet' | 'carthage' | 'cadogan-carpet';

export function App() {
  const [variant, setVariant] = useState<Variant>('carthage');
  const [heard, setHeard] = useState('no move yet');
  return (
    <main>
      <button type="button" onClick={() => setVariant(variant === 'carthage' ? 'carpet' : 'carthage')}>
        Play {variant === 'carthage' ? 'Carpet' : 'Carthage'} instead
      </button>
      {/* Preact sets a property where the element has one, and listens to on + the event's name. */}
      <carpet-solitaire
        variant={variant}
        seed="7"
        oncarpet-move={(e) => setHeard(`moved ${e.detail.snapshot.moves}`)}
        oncarpet-won={() => setHeard('won')}
      ></carpet-solitaire>
      <p id="heard">{heard}</p>
    </main>
  );
}
