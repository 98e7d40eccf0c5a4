// Save Screenshot: the frame at the playhead as a PNG download, named after the scene and the time.
import { stageRegistry } from '../stage/stageRegistry';

export const screenshotFileName = (sceneName: string, time: number): string => `${sceneName.replace(/[^\w\- ]+/g, '').trim() || 'scene'} ${(time / 1000).toFixed(2)}s.png`;

export const downloadScreenshot = (sceneName: string, time: number): void => {
  const png = stageRegistry.capture();
  if (!png) return;
  const link = document.createElement('a');
  link.href = png;
  link.download = screenshotFileName(sceneName, time);
  link.click();
};
