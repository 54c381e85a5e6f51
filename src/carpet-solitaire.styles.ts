import { cardsStyles } from './styles/cards.js';
import { contrastStyles } from './styles/contrast.js';
import { hostStyles } from './styles/host.js';
import { panelsStyles } from './styles/panels.js';
import { pilesStyles } from './styles/piles.js';
import { tableStyles } from './styles/table.js';
import { toolbarStyles } from './styles/toolbar.js';

export { registerSizeProperties } from './styles/table.js';

/**
 * The element's styles: one module of src/styles/ for each thing they style, in cascade order. Of two
 * rules of equal specificity the later wins, so this order is part of the look: a card's offset in a
 * stacked or fanned pile (piles.ts) must come after the card's own position (cards.ts), a hint's outline
 * (piles.ts) after the focus ring (toolbar.ts), and a reader's contrast theme (contrast.ts) after everything it redraws. Every themable value is a `--carpet-*` token read with a
 * fallback (most in src/styles/host.ts), so a page may set it once at :root. Sizes come from the
 * element's own width (container queries), never from the viewport.
 */
export const styles = [hostStyles, tableStyles, toolbarStyles, cardsStyles, pilesStyles, panelsStyles, contrastStyles];
