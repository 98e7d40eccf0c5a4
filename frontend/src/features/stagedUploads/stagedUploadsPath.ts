/** Where the staged uploads page lives (inside the asset library's routes). */
export const STAGED_UPLOADS_HASH = '#/assets/uploads';
