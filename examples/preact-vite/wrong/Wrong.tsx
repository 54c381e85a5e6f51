// Must fail the type check (tsconfig.wrong.json) twice: there is no game "klondike", and carpet-move is no
// keyboard event.
export const Wrong = () => (
  <>
    <carpet-solitaire variant="klondike" seed="7"></carpet-solitaire>
    <carpet-solitaire seed="7" oncarpet-move={(e: KeyboardEvent) => e.key}></carpet-solitaire>
  </>
);
