// Which entity a stream's events are the history of, and which project that entity belongs to. The
// store files a stream under the part of its id before the first '-' (its type); the entity types are
// contracts' HistoryEntityTypes, and a stream of another type is its own entity (its type and the rest
// of its id), found only in the audit trail (docs/decisions/history.md).

export interface StreamEntity {
  readonly streamType: string;
  readonly entityType: string;
  readonly entityID: string;
  /** The project the stream belongs to by its id alone (a project's own streams), else null. */
  readonly projectID: string | null;
  /** Another entity whose project this one belongs to (a file's media, a scene's comments). */
  readonly ownerOf: { readonly entityType: string; readonly entityID: string } | null;
}

/** Streams of a project's own that are part of the project's history (its tracking, credits, card). */
const PROJECT_STREAMS: ReadonlySet<string> = new Set(['project', 'tracking', 'credits', 'cardlink']);
/** Streams that are the entity of their type. */
const PLAIN_STREAMS: ReadonlySet<string> = new Set(['folder', 'user', 'kit', 'file', 'scene']);

const entity = (streamType: string, entityType: string, entityID: string, projectID: string | null, ownerOf: StreamEntity['ownerOf'] = null): StreamEntity => ({
  streamType,
  entityType,
  entityID,
  projectID,
  ownerOf,
});

export const entityOfStream = (streamId: string): StreamEntity => {
  const dash = streamId.indexOf('-');
  const streamType = dash < 0 ? streamId : streamId.slice(0, dash);
  const rest = dash < 0 ? '' : streamId.slice(dash + 1);
  if (PROJECT_STREAMS.has(streamType)) return entity(streamType, 'project', rest, rest);
  if (PLAIN_STREAMS.has(streamType)) return entity(streamType, streamType, rest, null);
  switch (streamType) {
    case 'filemedia':
      return entity(streamType, 'file', rest, null, { entityType: 'file', entityID: rest });
    // A comment thread's id is its stream's id (contracts/src/history/fields.ts).
    case 'projectcomments':
      return entity(streamType, 'commentThread', streamId, rest);
    case 'filecomments':
      return entity(streamType, 'commentThread', streamId, null);
    case 'scenecomments':
      return entity(streamType, 'commentThread', streamId, null, { entityType: 'scene', entityID: rest });
    default:
      return entity(streamType, streamType, rest, null);
  }
};

/** The project an event names as the one its entity belongs to (a file uploaded to one, a scene's). */
export const projectNamedBy = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const projectID = (data as { projectID?: unknown }).projectID;
  return typeof projectID === 'string' && projectID !== '' ? projectID : null;
};
