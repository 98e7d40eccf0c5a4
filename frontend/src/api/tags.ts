// Cache tags of the client's server state: the read models (projection names) each query call reads,
// as the registry declares them (`call.reads`). The live event stream names the projections that
// moved on; those names are the tags to invalidate, so only the lists built from them refetch.
import { ReadModels, type CallDef, type ReadModelName } from '@wb/contracts';

/** Every tag there is: one per read model of the registry. */
export const allReadModelTags: readonly ReadModelName[] = Object.values(ReadModels);

const isReadModel = (name: string): name is ReadModelName => (allReadModelTags as readonly string[]).includes(name);

/** The tags a call's answer depends on: its declared read models (commands and calls that read none provide none). */
// The catalogue refuses at load a call that reads a name no area defines, so the filter drops nothing.
export const tagsOf = (def: CallDef): ReadModelName[] => (def.kind === 'query' ? (def.reads ?? []).filter(isReadModel) : []);

/**
 * The tags a live change invalidates: the read models it names. A name the client does not know (a
 * projection no screen reads) invalidates nothing; a change that names nothing at all (an unreadable
 * message) may have moved anything, so it invalidates every tag.
 */
export const tagsForChange = (names: readonly string[]): ReadModelName[] => {
  if (names.length === 0) return [...allReadModelTags];
  return [...new Set(names.filter(isReadModel))];
};
