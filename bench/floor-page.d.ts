// Types of the part of floor-page.js a test imports (test/scripts/first-paint-floor.test.ts); the bench's
// scripts use the module as JavaScript.
/** The settled table of the page's `tag` (the widget's by default), as the bench's floor page captures it. */
export function captureInPage(
  listed: readonly string[],
  tag?: string,
): { hostOpenTag: string; shadowHtml: string; shadowCss: string; cards: number; tabStop: string | null };
