// The saved spellings area: each user's own words that the spell check accepts.
import type { CommandArea } from '../shared/area';
import { dictionaryAggregate } from './domain/dictionary/aggregate';
import { dictionaryRoutes } from './routes';

export const dictionaryArea: CommandArea = { name: 'dictionary', aggregates: [dictionaryAggregate], routes: dictionaryRoutes };
