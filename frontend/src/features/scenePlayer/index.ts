// The scene player: one module that draws a scene document at a time, for the editor's stage, the
// test button, thumbnails, review and the exporter.
export { elementStateAt, isVisibleAt, type ElementState, type ResolvedProps } from './model/elementState';
export { frameAt, type FrameNode } from './model/frame';
export { SceneFrame, SCENE_ELEMENT, type Decorate, type SceneFrameProps } from './draw/SceneFrame';
export { drawSceneFrame, renderFrameToCanvas, type RenderOptions } from './draw/drawSceneFrame';
export { preloadImages } from './draw/imageCache';
export { usePlayback } from './playback/usePlayback';
export { formatPlayerTime } from './playback/formatTime';
export { renderThumbnail } from './thumbnail';
export { ScenePlayer, type ScenePlayerProps } from './ScenePlayer';
