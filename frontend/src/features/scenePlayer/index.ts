// The scene player: one module that draws a scene document at a time, for the editor's stage, the
// test button, thumbnails, review and the exporter.
export { SceneFrame } from './draw/SceneFrame';
export { renderThumbnail } from './thumbnail';
export { ScenePlayer } from './ScenePlayer';
export type { PlayerMarker } from './controls/ProgressMarks';
