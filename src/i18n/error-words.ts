/** The messages of `carpet-error` and of the rules' refusals (see catalogue.ts); the error's `code` is the same in every language. */
export interface ErrorWords {}
