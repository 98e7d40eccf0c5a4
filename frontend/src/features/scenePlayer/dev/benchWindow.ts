// The benchmark page's handles on window, for puppeteer (bench case editorFrame, scenePlayer e2e).
import type { PlayerBench } from './benchRecorder';

/** What a thumbnail came out as: enough to check its format and size without moving the bytes. */
export interface ThumbnailFacts {
  type: string;
  bytes: number;
  width: number;
  height: number;
}

export interface BenchHandles {
  __playerBench: PlayerBench;
  /** sha-256 (hex) of the pixels of the page's scene at `time` ms, rendered offscreen at 960x540. */
  __frameHash: (time: number) => Promise<string>;
  /** The scene's thumbnail at `time`, `width` wide, as renderThumbnail makes it for the dashboard. */
  __thumbnail: (time: number, width: number) => Promise<ThumbnailFacts>;
}

declare global {
  interface Window {
    __playerBench?: BenchHandles['__playerBench'];
    __frameHash?: BenchHandles['__frameHash'];
    __thumbnail?: BenchHandles['__thumbnail'];
  }
}

export const exposeOnWindow = (handles: BenchHandles): (() => void) => {
  Object.assign(window, handles);
  return () => {
    if (window.__playerBench === handles.__playerBench) delete window.__playerBench;
    if (window.__frameHash === handles.__frameHash) delete window.__frameHash;
    if (window.__thumbnail === handles.__thumbnail) delete window.__thumbnail;
  };
};
