/** Registers `<carpet-solitaire>`. Loading this twice (a blog that includes the script twice) warns instead of throwing. */
import { CarpetSolitaire } from './carpet-solitaire.component.js';

export const TAG_NAME = 'carpet-solitaire';

const existing = customElements.get(TAG_NAME);
if (!existing) {
  customElements.define(TAG_NAME, CarpetSolitaire);
} else if (existing !== CarpetSolitaire) {
  console.warn(
    `<${TAG_NAME}> is already defined (the script was loaded twice, or two versions): keeping the first definition.`,
  );
}

export { CarpetSolitaire };

declare global {
  interface HTMLElementTagNameMap {
    'carpet-solitaire': CarpetSolitaire;
  }
}
