// Types <carpet-solitaire> in Preact's JSX: attributes, properties and carpet-* events.
import type {} from 'carpet-solitaire/preact';
