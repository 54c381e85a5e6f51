/**
 * Keyboard play: arrow keys move between the cards and piles as they are drawn (whatever the game's
 * layout, including Lady Cadogan's crosswise cards), and the keys for the game's commands.
 */

export type Direction = 'left' | 'right' | 'up' | 'down';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The box nearest to `from` in `direction`, by the distance of their centres along the direction plus
 * twice the distance across it (so the next card in a line beats a closer one diagonally); -1 at an edge.
 */
export function nearestInDirection(from: Box, boxes: readonly Box[], direction: Direction): number {
  const fx = from.left + from.width / 2;
  const fy = from.top + from.height / 2;
  const horizontal = direction === 'left' || direction === 'right';
  const sign = direction === 'right' || direction === 'down' ? 1 : -1;
  let best = -1;
  let bestScore = Infinity;
  boxes.forEach((box, index) => {
    const dx = box.left + box.width / 2 - fx;
    const dy = box.top + box.height / 2 - fy;
    const along = (horizontal ? dx : dy) * sign;
    const across = Math.abs(horizontal ? dy : dx);
    // Only boxes clearly ahead count: fanned cards overlap, but their centres still differ by the fan step.
    if (along < 2) return;
    const score = along + 2 * across;
    if (score < bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

/** A focus key names a pile ("carpet-3") or one card in a fanned pile ("tableau-2:5"). */
export function parseFocusKey(key: string): { pile: string; index: number | null } {
  const colon = key.lastIndexOf(':');
  return colon < 0 ? { pile: key, index: null } : { pile: key.slice(0, colon), index: Number(key.slice(colon + 1)) };
}

/** The game's commands (the keys panel lists their keys in words: each catalogue's `ui.keyLines`). */
export type Command = 'deal' | 'undo' | 'redo' | 'hint' | 'help' | 'rules' | 'describe';

/** The command a key press asks for, or undefined. Letters carry no modifier but Shift, so a page's own shortcuts pass. */
export function commandOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): Command | undefined {
  const key = event.key.toLowerCase();
  if (event.altKey) return undefined;
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return undefined;
  }
  if (event.key === '?') return 'help';
  if (event.shiftKey) return undefined;
  return ({ d: 'deal', u: 'undo', r: 'redo', h: 'hint', g: 'rules', s: 'describe' } as Record<string, Command>)[key];
}
