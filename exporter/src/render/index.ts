export { createRenderer, type ChunkRequest, type ChunkResult, type Renderer, type RendererOptions } from './renderer';
export { type FetchImage } from './imageRequests';
export type { FrameProbe } from '@wb/contracts';
export { joinChunks, probeMp4, type Mp4Facts } from './mp4Files';
export { serveClientFiles, type ServedClient } from './serveClientFiles';
export { whiteboardScene, type WhiteboardSceneOptions } from './whiteboardScene';
export { checkFrames, decodedFrameHashes, type FrameCheck } from './frameCheck';
