// Must fail the type check (tsconfig.wrong.json): there is no game "klondike".
export const Wrong = () => <carpet-solitaire variant="klondike" seed="7"></carpet-solitaire>;
