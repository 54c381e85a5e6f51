// Types <carpet-solitaire> in .astro templates: its attributes and their values.
import type {} from 'carpet-solitaire/astro';
