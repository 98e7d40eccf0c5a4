// A scene's thumbnail and its notes: the files they attach are read by every holder of
// content.projects-view (the blob read follows the scene that holds them), so each new one is an image
// its setter uploaded for that use, never someone else's upload that the scene would open to them.
// What the scene holds already is kept without a check: it attaches nothing new (and notes are edited
// by many, each keeping the others' pictures).
import type { Decision } from '../../../shared/domain/decider';
import { attachRefusal, type StoredLookup, type UploadUse } from '../../../uploads/domain/storedFile';
import { sanitizeNotes, uploadsInNotes } from './notes';
import type { SceneEvent, SceneState } from './state';

export interface ChangeSceneThumbnail {
  readonly type: 'ChangeSceneThumbnail';
  readonly thumbnail: string;
  /** What is stored at the thumbnail's address, read by the route. */
  readonly stored: StoredLookup;
  readonly actorID: number | null;
}

export interface ChangeSceneNotes {
  readonly type: 'ChangeSceneNotes';
  readonly text: string;
  /** What is stored at each upload the notes hold that the scene's notes do not (newNotesFiles), by key. */
  readonly stored: ReadonlyMap<string, StoredLookup>;
  readonly actorID: number | null;
}

// Ours (the spec names none).
const THUMBNAIL: UploadUse = {
  field: 'thumbnail',
  purpose: 'sceneThumbnail',
  otherPurpose: 'A scene thumbnail must be an image uploaded as a scene thumbnail (png, jpg or jpeg).',
};
const NOTES_FILE: UploadUse = {
  field: 'text',
  purpose: 'sceneNotesImage',
  otherPurpose: 'Notes may hold only stored files uploaded as notes images (jpeg, jpg or png).',
};

export const changeThumbnail = (command: ChangeSceneThumbnail, scene: SceneState): Decision<SceneEvent> => {
  if (command.thumbnail === scene.thumbnail) return [];
  return attachRefusal(command.stored, command.actorID, THUMBNAIL) ?? [{ type: 'SceneThumbnailChanged', data: { sceneID: scene.sceneID, thumbnail: command.thumbnail } }];
};

const notHeld = (keys: readonly string[], scene: SceneState): string[] => {
  const held = new Set(scene.notesFiles);
  return keys.filter((key) => !held.has(key));
};

/** The uploads (by key) that notes of this text would attach: those the scene's notes do not hold yet. */
export const newNotesFiles = (text: string, scene: SceneState): string[] => notHeld(uploadsInNotes(sanitizeNotes(text)), scene);

/** Notes keep only formatting (notes.ts), and every upload they newly hold is one of the actor's own notes images. */
export const changeNotes = (command: ChangeSceneNotes, scene: SceneState): Decision<SceneEvent> => {
  const text = sanitizeNotes(command.text);
  for (const key of notHeld(uploadsInNotes(text), scene)) {
    // A key the route did not read (the notes changed in between) is decided as no file.
    const refused = attachRefusal(command.stored.get(key) ?? 'noFile', command.actorID, NOTES_FILE);
    if (refused) return refused;
  }
  return [{ type: 'SceneNotesChanged', data: { sceneID: scene.sceneID, text } }];
};
