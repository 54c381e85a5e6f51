// Every page is written to HTML at build time (adapter-static).
export const prerender = true;
