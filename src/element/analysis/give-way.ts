/**
 * The solver's searches give way to the player. Each new position is searched in the page's worker (The
 * Carpet's take a moment of it), and a deal that search could not decide is searched on in the background
 * for up to two minutes (./deep-analysis.ts). On a phone with few cores those searches, the page's main
 * thread and the browser's painting share them: a press, a drag or a key in the widget holds them for a
 * moment (./worker-client.ts), so that the move's frame is drawn first.
 */
import type { ReactiveControllerHost } from 'lit';

/** What the player does for a move: a press, a drag (a pointer moving with a button down) or a key. */
const PLAY_EVENTS = ['pointerdown', 'pointermove', 'keydown'];

/** A controller of `host` that calls `hold` at each of the player's presses, drags and keys in it. */
export function giveWayToPlayer(host: ReactiveControllerHost & HTMLElement, hold: () => void): void {
  // A mouse only passing over the cards holds nothing: moved about while the player thinks, it would starve the search.
  const onPlay = (event: Event): void => {
    if (event.type !== 'pointermove' || (event as PointerEvent).buttons) hold();
  };
  host.addController({
    // On the host, in the capture phase: every press and key in its shadow tree, before any handler of the board.
    hostConnected: () => {
      for (const type of PLAY_EVENTS) host.addEventListener(type, onPlay, { capture: true, passive: true });
    },
    hostDisconnected: () => {
      for (const type of PLAY_EVENTS) host.removeEventListener(type, onPlay, { capture: true });
    },
  });
}
