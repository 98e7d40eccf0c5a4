// The editorAssets read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { editorAssetHandlers } from './queries';

export const editorAssets: QueryArea = { handlers: ({ pool, documents }) => editorAssetHandlers(pool, documents) };
