// The size every picture of the manual is taken at (system-tests/e2e/manualShots.e2e.test.ts shoots
// the product at this viewport). The page gives it to each <img>, so the browser keeps the picture's
// room before it loads and a heading opened by its anchor does not move away as pictures arrive.
export const MANUAL_PICTURE_SIZE = { width: 1280, height: 760 } as const;
