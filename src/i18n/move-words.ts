/** The sentences a screen reader hears of moves, deals, hints, undo and redo, and of the keyboard's pick-up and put-down (see catalogue.ts). */
export interface MoveWords {}
