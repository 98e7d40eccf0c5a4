// The scene player: one module that draws a scene document at a time, for the editor's stage, the
// test button, thumbnails, review and the exporter.
export { elementStateAt, isVisibleAt, type ElementState, type ResolvedProps } from './model/elementState';
export { frameAt, type FrameNode } from './model/frame';
export { fitScale, sceneSizeOf, type SceneSize } from './model/sceneSize';
export { SceneFrame, type Decorate, type SceneFrameProps } from './draw/SceneFrame';
export { SCENE_ELEMENT } from './draw/paint';
export { drawSceneFrame, renderFrameToCanvas, type RenderOptions } from './draw/drawSceneFrame';
export { preloadImages } from './draw/imageCache';
export { usePlayback } from './playback/usePlayback';
export { formatPlayerTime } from './playback/formatTime';
export { renderThumbnail } from './thumbnail';
export { ScenePlayer, type ScenePlayerHandle, type ScenePlayerProps } from './ScenePlayer';
