// The pronunciation guide area: words with their recordings and phonetics.
import type { CommandArea } from '../shared/area';
import { wordAggregate } from './domain/word/aggregate';
import { pronunciationRoutes } from './routes';

export const pronounceArea: CommandArea = { name: 'pronounce', aggregates: [wordAggregate], routes: pronunciationRoutes };
