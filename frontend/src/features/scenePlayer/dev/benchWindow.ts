// The benchmark page's handles on window, for puppeteer (bench case editorFrame, scenePlayer e2e).
import type { PlayerBench } from './benchRecorder';

declare global {
  interface Window {
    __playerBench?: PlayerBench;
    /** sha-256 (hex) of the pixels of the page's scene at `time` ms, rendered offscreen at 960x540. */
    __frameHash?: (time: number) => Promise<string>;
  }
}

export const exposeOnWindow = (bench: PlayerBench, hash: (time: number) => Promise<string>): (() => void) => {
  window.__playerBench = bench;
  window.__frameHash = hash;
  return () => {
    if (window.__playerBench === bench) delete window.__playerBench;
    if (window.__frameHash === hash) delete window.__frameHash;
  };
};
