// The Screenshot button: the player's current frame as a PNG download. The scene and the selected
// comment's drawing are separate canvases stacked in the player; they are drawn in that order onto
// one canvas at the scene canvas's size, so the picture is what the visitor sees.

/** A file name from the scene's name and the time, safe on every system. */
export const screenshotName = (sceneName: string, time: number): string => {
  const base =
    sceneName
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'scene';
  return `${base}-${Math.round(time)}ms.png`;
};

export const downloadFrame = (player: HTMLElement, fileName: string): boolean => {
  const layers = [...player.querySelectorAll('canvas')].filter((c) => c.width > 0 && c.height > 0);
  const scene = layers[0];
  if (!scene) return false;
  const frame = document.createElement('canvas');
  frame.width = scene.width;
  frame.height = scene.height;
  const context = frame.getContext('2d');
  if (!context) return false;
  const origin = scene.getBoundingClientRect();
  const ratio = origin.width > 0 ? scene.width / origin.width : 1;
  for (const layer of layers) {
    const box = layer.getBoundingClientRect();
    context.drawImage(layer, (box.left - origin.left) * ratio, (box.top - origin.top) * ratio, box.width * ratio, box.height * ratio);
  }
  const link = document.createElement('a');
  link.download = fileName;
  link.href = frame.toDataURL('image/png');
  link.click();
  return true;
};
