// The export worker (puppeteer, ffmpeg, sharp; triggered by export events through the relay) is not
// part of the first slice: this package exists so the workspace has the shape of DESIGN.md section 2.
export const exporterReady = false;
