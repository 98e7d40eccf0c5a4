// The page's side of the exporter's render job: the window globals it sets and calls. The job and
// result shapes are in contracts (contracts/src/exports/renderPage.ts), read by the exporter too.
import type { RenderJob, RenderResult } from '@wb/contracts';

/** Exposed by the server (puppeteer exposeFunction): takes encoded H.264 (Annex B) and the frames it holds. */
export type EncodedSink = (base64: string, frames: number) => Promise<void>;

declare global {
  interface Window {
    __exportRender?: { render(job: RenderJob): Promise<RenderResult> };
    __exportRenderSink?: EncodedSink;
  }
}
