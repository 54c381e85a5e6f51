// Types <carpet-solitaire> in Svelte templates (its attributes and carpet-* events) for svelte-check.
import type {} from 'carpet-solitaire/svelte';
