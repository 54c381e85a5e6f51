// Types <carpet-solitaire> in Vue templates (its props and events) for vue-tsc: the tag joins Vue's GlobalComponents.
import type {} from 'carpet-solitaire/vue';
