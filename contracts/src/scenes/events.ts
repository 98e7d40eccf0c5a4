// Events of scenes (past tense, schema version 1). A scene's document is stored per version in the
// DocumentStore; SceneDocumentSaved records the version, the stored key and a content hash, so every
// earlier version can be opened again.
import { z } from 'zod';

const sceneID = z.string();
const projectID = z.string();
const userID = z.number().int().nullable();

export const SceneEvents = {
  SceneCreated: z.object({
    sceneID,
    projectID,
    name: z.string(),
    duration: z.number(),
    width: z.number().int(),
    height: z.number().int(),
    userID,
    /** The scene this one duplicates, or null. */
    copiedFrom: z.string().nullable(),
    /** The imported SVG's stored address and file name, or null for New scene. */
    importedFrom: z.object({ url: z.string(), fileName: z.string() }).nullable(),
  }),
  SceneRenamed: z.object({ sceneID, name: z.string(), previousName: z.string() }),
  SceneDurationChanged: z.object({ sceneID, duration: z.number() }),
  SceneThumbnailChanged: z.object({ sceneID, thumbnail: z.string() }),
  SceneNotesChanged: z.object({ sceneID, text: z.string() }),
  SceneLabelAdded: z.object({ sceneID, labelID: z.string() }),
  SceneLabelRemoved: z.object({ sceneID, labelID: z.string() }),
  SceneDeleted: z.object({ sceneID, projectID }),
  /** A stored document (addSceneKey) became the scene's current one. */
  SceneKeyChanged: z.object({ sceneID, s3Key: z.string() }),
  SceneDocumentSaved: z.object({
    sceneID,
    version: z.number().int(),
    /** DocumentStore key of this version. */
    key: z.string(),
    /** sha256 of the stored JSON, hex. */
    hash: z.string(),
    bytes: z.number().int(),
    elementCount: z.number().int(),
    duration: z.number(),
    userID,
    userName: z.string(),
    /** Set when this version restores an earlier one, or re-imports an SVG ('import'). */
    restoredFrom: z.number().int().nullable(),
    /** The imported SVG's stored address when an import wrote this version, else null. */
    importedFrom: z.string().nullable(),
  }),
  EditorAssetSaved: z.object({ assetID: z.string(), name: z.string(), type: z.enum(['image', 'symbol']), key: z.string(), userID }),
  EditorAssetsDeleted: z.object({ assetIDs: z.array(z.string()) }),
} as const;
