/** The words of the widget's controls, panels and lines (see catalogue.ts). */
export interface UiWords {}
