/**
 * The piles on the board, as template functions of what the table shows: each pile's cards as its slot
 * says (top, fanned, stacked, stock), which can move, the keyboard's tab stop and pick-up, the hint,
 * and where a lifted card may go. A pile is drawn again only when something it shows changed.
 */
import { type TemplateResult, html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { CardCode } from '../../core/cards.js';
import type { PileSlot } from '../../core/game.js';
import type { Move, PileId } from '../../core/types.js';
import type { Catalogue, PileNote } from '../../i18n/catalogue.js';
import { renderCard } from './card-face.js';
import type { AnyGame } from '../host/host.js';

/** A pile's note in words ("2 re-deals left"), and the short form a narrow card shows ("2↻"). */
interface StockNote {
  text: string;
  short: string;
}

/**
 * The sign after a note's number in its short form: "5×" for five deals left, "2↻" for two re-deals left
 * (the re-deal arrow for re-deals only). The same in every language; the pile's name says it in words.
 */
const NOTE_SIGNS: Record<PileNote['kind'], string> = { 'deals-left': '×', 'redeals-left': '↻' };

/** Everything a pile's drawing depends on beyond its own cards. */
export interface BoardView {
  game: AnyGame;
  /** The words of the widget's language, for the piles' and cards' accessible names. */
  words: Catalogue;
  /** The rules' state, for the game's pile notes and availability. */
  state: object;
  /** "pile:count" for every legal move's source, and each pile's counts joined (to see what changed). */
  movable: Set<string>;
  movableCounts: Map<PileId, string>;
  /** Where the card lifted (dragged or picked up) may go. */
  dropTargets: Set<PileId>;
  /** The keyboard's one tab stop, and the cards it picked up. */
  tabStop: string | undefined;
  held: { pile: PileId; count: number } | null;
  hinted: Move | null;
  /** The fanned pile a touch spread out, so each covered card offers a finger-sized strip. */
  spread: PileId | null;
}

/** The board's view of a position: which piles' cards can move (from the legal moves), and what the hands and the hint add. */
export function boardView(
  game: AnyGame,
  state: object,
  legal: readonly Move[],
  extra: Pick<BoardView, 'words' | 'dropTargets' | 'tabStop' | 'held' | 'hinted' | 'spread'>,
): BoardView {
  const movable = new Set(legal.map((move) => `${move.from}:${move.count ?? 1}`));
  const movableCounts = new Map<PileId, string>();
  for (const move of legal) movableCounts.set(move.from, `${movableCounts.get(move.from) ?? ''},${move.count ?? 1}`);
  return { game, state, movable, movableCounts, ...extra };
}

/** What the board listens to: the pointer's presses, clicks, drags and touches, and where the keyboard's focus lands. */
export interface BoardListeners {
  pointer: {
    handleClick: (event: MouseEvent) => void;
    handlePointerDown: (event: PointerEvent) => void;
    handleBoardPointerUp: (event: PointerEvent) => void;
    handleMouseDown: (event: MouseEvent) => void;
    handleTouchMove: EventListenerObject & AddEventListenerOptions;
    handleContextMenu: (event: MouseEvent) => void;
  };
  keyboard: { handleFocusIn: (event: FocusEvent) => void };
}

/**
 * The board: its grid as the game's table says, named for the reader, and every pile. While a winnable
 * deal is being looked for it is inert and busy; while a card is lifted it says so to the styles.
 */
export function renderBoard(
  view: BoardView,
  piles: Readonly<Record<PileId, readonly CardCode[]>>,
  { label, lifted, findingDeal }: { label: string; lifted: boolean; findingDeal: boolean },
  { pointer, keyboard }: BoardListeners,
): TemplateResult {
  const { table, variant } = view.game;
  // fan-row-N: the row of the fanned piles, whose room table.ts keeps (0: none is fanned).
  return html`<div
    class="board cols-${table.columns} rows-${table.rows} ${table.squareCells ? 'square-cells' : ''} fan-row-${table.slots.find((slot) => slot.show === 'fan-down')?.row ?? 0} ${lifted ? 'dragging' : ''}"
    part="board"
    data-variant=${variant}
    role="group"
    aria-label=${label}
    ?inert=${findingDeal}
    aria-busy=${findingDeal ? 'true' : 'false'}
    @click=${pointer.handleClick}
    @focusin=${keyboard.handleFocusIn}
    @pointerdown=${pointer.handlePointerDown}
    @pointerup=${pointer.handleBoardPointerUp}
    @mousedown=${pointer.handleMouseDown}
    @touchmove=${pointer.handleTouchMove}
    @contextmenu=${pointer.handleContextMenu}
  >
    ${renderPiles(view, piles)}
  </div>`;
}

/** Every pile of the table, each drawn again only when what it shows changed. */
export function renderPiles(view: BoardView, piles: Readonly<Record<PileId, readonly CardCode[]>>): unknown[] {
  return view.game.table.slots.map((slot) => renderSlotIfChanged(view, slot, piles[slot.id] ?? []));
}

/**
 * A pile is drawn again only when something it shows changed: its cards, which of them can move, its
 * note and state, the pick-up, the hint, the drop targets, the tab stop. A move changes two or three
 * piles, and Lit then skips the others' cards altogether instead of comparing each of their values.
 */
function renderSlotIfChanged(view: BoardView, slot: PileSlot, cards: readonly CardCode[]): unknown {
  const { game, state, held, hinted, tabStop } = view;
  const pileNote = game.pileNote?.(slot.id, state);
  const note = pileNote && {
    text: view.words.table.note(pileNote),
    short: `${pileNote.count}${NOTE_SIGNS[pileNote.kind]}`,
  };
  const availability = cards.length > 0 ? game.pileState?.(slot.id, state) : undefined;
  const stop = tabStop === slot.id || tabStop?.startsWith(`${slot.id}:`) ? tabStop : '';
  const heldHere = held?.pile === slot.id ? held.count : 0;
  const hint = `${hinted?.from === slot.id}${hinted?.to === slot.id}`;
  // The game and the slot too: after a change of variant, another game's pile may sit at the same place in the list.
  const key = [
    game.variant,
    view.words.lang,
    slot.id,
    cards.join(' '),
    view.movableCounts.get(slot.id) ?? '',
    note?.text ?? '',
    availability ?? '',
    stop,
    heldHere,
    hint,
    view.dropTargets.has(slot.id),
    held !== null,
    view.spread === slot.id,
  ].join('|');
  return guard([key], () => renderSlot(view, slot, cards, note, availability));
}

function renderSlot(
  view: BoardView,
  slot: PileSlot,
  cards: readonly CardCode[],
  note: StockNote | undefined,
  availability: 'available' | 'blocked' | undefined,
): TemplateResult {
  const { held, hinted, dropTargets, tabStop, words } = view;
  const { ui } = words;
  const count = cards.length;
  const top =
    count > 0 && slot.show !== 'stock' && slot.show !== 'fan-down'
      ? words.table.card(cards[count - 1], { article: 'none' })
      : '';
  const heldHere = held?.pile === slot.id ? ui.pickedUp : held && dropTargets.has(slot.id) ? ui.placeForIt : '';
  const state = availability ? ui[availability] : '';
  const label = [
    words.table.pile(slot.name),
    count === 0 ? ui.empty : slot.show === 'top' ? '' : ui.cards(count),
    top,
    state,
    note?.text ?? '',
    heldHere,
  ]
    .filter(Boolean)
    .join(', ');
  // A fanned pile's cards are the keyboard stops; any other pile is one stop, a button named by its top card.
  const stop = slot.show !== 'fan-down' || count === 0;
  const classes = [
    'pile',
    slot.kind,
    `show-${slot.show}`,
    `col-${slot.col}`,
    `row-${slot.row}`,
    `span-${slot.colSpan ?? 1}`,
    slot.orientation ?? 'upright',
  ];
  if (availability) classes.push(availability);
  if (count === 0) classes.push('empty');
  if (count > 12) classes.push('dense');
  // How many cards lie on a fanned pile's first card (piles.ts fits the fan to its room by it).
  if (slot.show === 'fan-down' && count > 1) classes.push(`gaps-${Math.min(12, count - 1)}`);
  if (view.spread === slot.id) classes.push('spread');
  if (dropTargets.has(slot.id)) classes.push('drop-target');
  if (hinted?.from === slot.id) classes.push('hint-from');
  if (hinted?.to === slot.id) classes.push('hint-to');
  if (slot.show === 'stock' && [...view.movable].some((key) => key.startsWith(`${slot.id}:`))) classes.push('can-deal');
  return html`<div
    class=${classes.join(' ')}
    part="pile"
    data-pile=${slot.id}
    role=${stop ? 'button' : 'group'}
    aria-label=${label}
    data-focus=${stop ? slot.id : nothing}
    tabindex=${stop ? (slot.id === tabStop ? 0 : -1) : nothing}
    aria-pressed=${stop && slot.show !== 'stock' ? (held?.pile === slot.id ? 'true' : 'false') : nothing}
  >
    ${renderPileCards(view, slot, cards, note)}
  </div>`;
}

function renderPileCards(
  view: BoardView,
  slot: PileSlot,
  cards: readonly CardCode[],
  note: StockNote | undefined,
): unknown {
  // Counts and notes are drawn by CSS from data-text: the pile's name already says them in words.
  const badge = (text: string | number) => html`<span class="count" aria-hidden="true" data-text=${text}></span>`;
  switch (slot.show) {
    case 'stock': {
      // On the card's back (its box even when the stock is empty), so they fit the card whatever the cell around it.
      const drawn = note
        ? html`<span class="note" aria-hidden="true" data-text=${unbroken(note.text)} data-short=${note.short}></span>`
        : nothing;
      return html`<div class="back" aria-hidden="true">${badge(cards.length)}${drawn}</div>`;
    }
    case 'fan-down':
      return renderCards(view, slot, cards, cards.length, () => '');
    case 'fan-right':
      return renderCards(view, slot, cards.slice(-3), cards.length, (position) => `fan-${position}`);
    case 'stack':
      return [
        ...renderCards(view, slot, cards.slice(-3), cards.length, (position, last) =>
          last ? '' : `stacked stacked-${cards.slice(-3).length - 1 - position}`,
        ),
        cards.length > 1 ? badge(cards.length) : nothing,
      ];
    case 'top':
      return renderCards(view, slot, cards.slice(-2), cards.length, (_, last) => (last ? '' : 'under'));
  }
}

/**
 * A note's words as drawn on a narrow card: a number never ends a line, so it stays with the word it counts
 * ("2 redonnes", not "2" alone) and with what its hyphen joins ("2-mal"). A no-break space after it, and
 * a word joiner after its hyphen.
 */
const unbroken = (text: string): string => text.replace(/(\d) /gu, '$1\u00a0').replace(/(\d)-/gu, '$1-\u2060');

/** Renders `cards` (the last `shown` of a pile of `size`), each movable when a legal move takes it and the cards above it. */
function renderCards(
  view: BoardView,
  slot: PileSlot,
  cards: readonly CardCode[],
  size: number,
  extra: (position: number, last: boolean) => string,
): TemplateResult[] {
  const first = size - cards.length;
  return cards.map((card, position) => {
    const index = first + position;
    const last = index === size - 1;
    const classes = `${extra(position, last)} ${view.movable.has(`${slot.id}:${size - index}`) ? 'movable' : last ? '' : 'covered'}`;
    if (slot.show === 'fan-down') return renderFannedCard(view, card, slot, index, size, classes);
    const held = last && view.held?.pile === slot.id;
    return renderCard({
      card,
      pile: slot.id,
      index,
      classes: held ? `${classes} held` : classes,
      label: view.words.table.cardLabel(card),
      rankIndex: view.words.table.rankIndex(card),
      hidden: !last,
    });
  });
}

/** A card of a fanned pile is a keyboard stop of its own: picking it up takes the cards on it too. */
function renderFannedCard(
  view: BoardView,
  card: CardCode,
  slot: PileSlot,
  index: number,
  size: number,
  classes: string,
): TemplateResult {
  const key = `${slot.id}:${index}`;
  const held = view.held?.pile === slot.id && index >= size - view.held.count;
  const { table, ui } = view.words;
  const label = `${table.cardLabel(card)}, ${table.pile(slot.name)}, ${ui.cardOf(index + 1, size)}${held ? `, ${ui.pickedUp}` : ''}`;
  return renderCard({
    card,
    pile: slot.id,
    index,
    classes: held ? `${classes} held` : classes,
    label,
    rankIndex: table.rankIndex(card),
    stop: { key, tabStop: key === view.tabStop, pressed: held },
  });
}
