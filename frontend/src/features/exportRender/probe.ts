// The check that the exported frame is the scene player's frame: both canvases' RGBA pixels hashed
// and compared byte by byte, the player's frame drawn by its own renderFrameToCanvas.
import type { SceneDocument } from '@wb/contracts';
import { renderFrameToCanvas } from '../scenePlayer/draw/drawSceneFrame';
import type { FrameProbe } from '@wb/contracts';

const pixelsOf = (canvas: HTMLCanvasElement): Uint8ClampedArray => {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context to read the frame from.');
  return context.getImageData(0, 0, canvas.width, canvas.height).data;
};

const sha256 = async (bytes: Uint8ClampedArray): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8ClampedArray<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

const pngBase64 = (canvas: HTMLCanvasElement): Promise<string> =>
  new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) return reject(new Error('The frame could not be saved as PNG.'));
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
      reader.onerror = () => reject(reader.error ?? new Error('The PNG could not be read.'));
      reader.readAsDataURL(blob);
    }, 'image/png');
  });

export const probeFrame = async (exported: HTMLCanvasElement, document: SceneDocument, frame: number, time: number, withPng: boolean): Promise<FrameProbe> => {
  const ours = pixelsOf(exported);
  const playerCanvas = await renderFrameToCanvas(document, time, { width: exported.width, height: exported.height, pixelRatio: 1 });
  const theirs = pixelsOf(playerCanvas);
  let differingBytes = Math.abs(ours.length - theirs.length);
  const common = Math.min(ours.length, theirs.length);
  for (let i = 0; i < common; i += 1) if (ours[i] !== theirs[i]) differingBytes += 1;
  const probe: FrameProbe = { frame, exportHash: await sha256(ours), playerHash: await sha256(theirs), differingBytes };
  if (withPng) probe.playerPng = await pngBase64(playerCanvas);
  return probe;
};
