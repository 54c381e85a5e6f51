/**
 * How Finish plays a proven line out: its first moves slow enough to follow, each pause a little
 * shorter than the last, and the whole line within FINISH_MAX_MS however long it is (a two-pack line
 * can be hundreds of moves). A line too long for one move a frame plays several moves a frame.
 */

/** The pause after Finish's first move. */
export const FINISH_FIRST_STEP_MS = 140;
/** The longest Finish may take, whatever the line's length. */
export const FINISH_MAX_MS = 15_000;
/** Each pause is this share of the one before: 140 ms falls to a frame in about 70 moves. */
const SPEED_UP = 0.97;
/** No pause shorter than a frame: moves faster than that could not be seen. */
const FRAME_MS = 16;

export interface FinishStep {
  /** How many moves of the line to play now. */
  moves: number;
  /** The pause before the next step. */
  delayMs: number;
}

/**
 * The step of an auto-finish: `played` moves are behind, `left` (at least 1) still to play, `msLeft`
 * remain before FINISH_MAX_MS is reached, and each step has taken `lateMs` longer than its pause on
 * average (playing and drawing the moves, a timer that fires late). Measured, not assumed, so slow
 * renders and throttled timers are caught up.
 */
export function finishStep(played: number, left: number, msLeft: number, lateMs = 0): FinishStep {
  const late = Math.max(0, lateMs);
  const share = msLeft / left - late;
  if (share >= FRAME_MS) {
    const paced = Math.max(FRAME_MS, FINISH_FIRST_STEP_MS * SPEED_UP ** played);
    return { moves: 1, delayMs: Math.min(paced, share) };
  }
  // Behind time: as many moves a frame as the frames left need.
  const frames = Math.max(1, Math.floor(msLeft / (FRAME_MS + late)));
  return { moves: Math.min(left, Math.ceil(left / frames)), delayMs: FRAME_MS };
}
