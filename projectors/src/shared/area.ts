// A read model's folder on the projectors' side exports what the runtime needs of it: its projections
// (Emmett's slices export `projections` the same way). areas.ts lists the folders, one line each, and
// every list of projections is derived from it.
import type { FileSearchIndex, Projection, SearchIndex } from '@wb/platform';

/** What a projection may keep beyond its own tables: the documents of the two search indexes. */
export interface SearchTargets {
  readonly searchIndex: SearchIndex;
  readonly fileSearchIndex: FileSearchIndex;
}

export interface ProjectorArea {
  /** Its projections, built for these indexes (most ignore them: only search projections write there). */
  readonly projections: (targets: SearchTargets) => readonly Projection[];
}
