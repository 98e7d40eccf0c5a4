// The Scene aggregate's state, folded from its stream scene-<sceneID>: what the rules of renaming,
// labelling, deleting, saving documents and attaching files (thumbnail, notes) need (spec 002 section
// 3, "Scene"), and what the card that create, import and rename answer shows of it (its notes and
// the times of its events), so that answer is read from this state rather than from a second fold.
import type { EventMetadata, EventOf, SceneEvents } from '@wb/contracts';
import { uploadsInNotes } from './notes';

type AllSceneEvents = EventOf<typeof SceneEvents>;
/**
 * Events of a scene's own stream (the editor library's events have their own aggregate). One read from
 * the stream carries the time it was recorded; one just decided has none yet.
 */
export type SceneEvent = Exclude<AllSceneEvents, { type: 'EditorAssetSaved' | 'EditorAssetsDeleted' }> & { readonly metadata?: Pick<EventMetadata, 'time'> };

/**
 * One saved version: where its document is stored, and what it held. The versions form a list, newest
 * first, each pointing at the one before: recording a version is one new node, so folding a scene
 * saved thousands of times (autosave) stays linear instead of copying every earlier version each time.
 * A node holds only what the commands use (a restore's key and duration): a scene autosaved all day
 * keeps thousands of them in the cache of stream states (docs/decisions/soakHeap.md).
 */
export interface SavedVersion {
  readonly version: number;
  readonly key: string;
  readonly duration: number;
  readonly previous: SavedVersion | null;
}

export interface SceneState {
  readonly sceneID: string;
  readonly projectID: string;
  readonly name: string;
  readonly duration: number;
  readonly width: number;
  readonly height: number;
  readonly labels: readonly string[];
  /** The thumbnail's address, and the uploads its notes hold (by key): a change keeps them unchecked. */
  readonly thumbnail: string | null;
  readonly notesFiles: readonly string[];
  readonly deleted: boolean;
  /** The version the scene shows now (0 before the first save): the base an editor must save on. */
  readonly current: number;
  /** The highest version saved: the next save is latest + 1, so a version number is never reused. */
  readonly latest: number;
  /** Every saved version, newest first (null before the first save). */
  readonly versions: SavedVersion | null;
  /** The notes as last set (sanitized when decided). */
  readonly notes: string;
  /** When the scene was created, when any of its events was last recorded, and when a document was last saved (null: none, or not recorded yet). */
  readonly createdOn: string | null;
  readonly modified: string | null;
  readonly savedOn: string | null;
}

/** null until SceneCreated. */
export type Scene = SceneState | null;

export const initialState: Scene = null;

const findVersion = (state: SceneState, matches: (saved: SavedVersion) => boolean): SavedVersion | null => {
  for (let saved = state.versions; saved !== null; saved = saved.previous) if (matches(saved)) return saved;
  return null;
};

/** A saved version by its number, if the scene has it. */
export const savedVersion = (state: SceneState, version: number): SavedVersion | null => findVersion(state, (saved) => saved.version === version);

/** The version a stored key belongs to, if it is one of this scene's. */
export const versionOfKey = (state: SceneState, key: string): SavedVersion | null => findVersion(state, (saved) => saved.key === key);

/** The state an event of an existing scene leaves, before its time is noted. */
const changed = (state: SceneState, event: Exclude<SceneEvent, { type: 'SceneCreated' }>): SceneState => {
  switch (event.type) {
    case 'SceneRenamed':
      return { ...state, name: event.data.name };
    case 'SceneDurationChanged':
      return { ...state, duration: event.data.duration };
    case 'SceneThumbnailChanged':
      return { ...state, thumbnail: event.data.thumbnail };
    case 'SceneNotesChanged':
      return { ...state, notes: event.data.text, notesFiles: uploadsInNotes(event.data.text) };
    case 'SceneLabelAdded':
      return { ...state, labels: [...state.labels, event.data.labelID] };
    case 'SceneLabelRemoved':
      return { ...state, labels: state.labels.filter((l) => l !== event.data.labelID) };
    case 'SceneDeleted':
      return { ...state, deleted: true };
    case 'SceneKeyChanged': {
      const saved = versionOfKey(state, event.data.s3Key);
      return saved === null ? state : { ...state, current: saved.version, duration: saved.duration };
    }
    case 'SceneDocumentSaved': {
      const d = event.data;
      // A saved document carries its duration: the scene's duration follows what was saved.
      return {
        ...state,
        current: d.version,
        latest: Math.max(state.latest, d.version),
        duration: d.duration,
        savedOn: event.metadata?.time ?? state.savedOn,
        versions: { version: d.version, key: d.key, duration: d.duration, previous: state.versions },
      };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const evolve = (state: Scene, event: SceneEvent): Scene => {
  const time = event.metadata?.time ?? null;
  if (event.type === 'SceneCreated') {
    const d = event.data;
    return {
      sceneID: d.sceneID,
      projectID: d.projectID,
      name: d.name,
      duration: d.duration,
      width: d.width,
      height: d.height,
      labels: [],
      thumbnail: null,
      notesFiles: [],
      deleted: false,
      current: 0,
      latest: 0,
      versions: null,
      notes: '',
      createdOn: time,
      modified: time,
      savedOn: null,
    };
  }
  if (state === null) return state;
  const next = changed(state, event);
  return time === null ? next : { ...next, modified: time };
};
