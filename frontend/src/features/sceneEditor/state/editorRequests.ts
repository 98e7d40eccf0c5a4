// Requests of the editor that change nothing in its own state until the server answers.
import { createAction } from '@reduxjs/toolkit';
import type { EditorAssetTypes } from '@wb/contracts';

export const versionRestoreRequested = createAction<number>('sceneEditor/versionRestoreRequested');
export const libraryAssetSaveRequested = createAction<{ name: string; svgson: unknown; type: (typeof EditorAssetTypes)[number] }>('sceneEditor/libraryAssetSaveRequested');
export const libraryAssetsDeleteRequested = createAction<string[]>('sceneEditor/libraryAssetsDeleteRequested');
