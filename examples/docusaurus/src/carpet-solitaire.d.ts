// Types <carpet-solitaire> in TSX: attributes, properties and carpet-* events.
import type {} from 'carpet-solitaire/react';
