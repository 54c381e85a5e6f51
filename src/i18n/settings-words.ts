/**
 * The words of the reader's Settings panel, in every language. They come with the panel in the deferred chunk
 * (element/view/settings-panel.ts), not with the catalogues, so that no page pays for them before its first
 * cards; the More menu's item that opens the panel is the catalogues' `ui.settings`. A new language adds its
 * words here (the type asks for every language).
 */
import type { Language } from './lang.js';

export interface SettingsWords {
  /** The panel's title: "Settings" (as the More menu's item). */
  title: string;
  /** "Four-colour deck": hearts, diamonds, clubs and spades each in a colour of its own. */
  fourColour: string;
  /** What the four colours are: "Hearts red, diamonds blue, clubs green" (spades keep their colour). */
  fourColourNote: string;
  /** "Card glides": cards glide between piles as they move. */
  glides: string;
  /** "Show the clock": the play clock in the toolbar. */
  clock: string;
  /** "Larger card indices": bigger ranks and suits in the corners of cards with room for them. */
  largeIndices: string;
  /** Where the choices are kept: for every game of this site in this browser, or (`persist="false"`) until the page closes. */
  kept(stored: boolean): string;
}

export const SETTINGS_WORDS: Record<Language, SettingsWords> = {
  en: {
    title: 'Settings',
    fourColour: 'Four-colour deck',
    fourColourNote: 'Hearts red, diamonds blue, clubs green.',
    glides: 'Card glides',
    clock: 'Show the clock',
    largeIndices: 'Larger card indices',
    kept: (stored) =>
      stored ? 'Kept in this browser for every game on this site.' : 'Kept until this page is closed.',
  },
  fr: {
    title: 'Réglages',
    fourColour: 'Jeu à quatre couleurs',
    fourColourNote: 'Cœurs rouges, carreaux bleus, trèfles verts.',
    glides: 'Glissement des cartes',
    clock: 'Afficher le chrono',
    largeIndices: 'Index des cartes agrandis',
    kept: (stored) =>
      stored
        ? 'Conservés dans ce navigateur pour tous les jeux de ce site.'
        : 'Conservés jusqu’à la fermeture de cette page.',
  },
  de: {
    title: 'Einstellungen',
    fourColour: 'Vierfarbiges Blatt',
    fourColourNote: 'Herz rot, Karo blau, Kreuz grün.',
    glides: 'Karten gleiten',
    clock: 'Uhr zeigen',
    largeIndices: 'Größere Kartenecken',
    kept: (stored) =>
      stored
        ? 'In diesem Browser für alle Spiele dieser Website gespeichert.'
        : 'Gespeichert, bis diese Seite geschlossen wird.',
  },
  es: {
    title: 'Ajustes',
    fourColour: 'Baraja de cuatro colores',
    fourColourNote: 'Corazones rojos, diamantes azules, tréboles verdes.',
    glides: 'Deslizamiento de las cartas',
    clock: 'Mostrar el reloj',
    largeIndices: 'Índices de carta más grandes',
    kept: (stored) =>
      stored
        ? 'Se guardan en este navegador para todos los juegos de este sitio.'
        : 'Se guardan hasta que se cierre esta página.',
  },
};
