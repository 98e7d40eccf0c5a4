// A seeded whiteboard scene like the ones the exporter renders, for its tests and the export bench:
// strokes drawn on one after another (cubic Beziers, some with a pencil pressure), handwritten words,
// images fading in and drawings moved into place, each starting a little after the one before and
// staying to the end, as a scene built up on a whiteboard does.
import { SceneDocument } from '@wb/contracts';

export interface WhiteboardSceneOptions {
  durationMs: number;
  /** Animated elements; they start evenly spread over the first 90% of the scene. */
  elements: number;
  /** The address the image elements load (served to the exporter's page by its fetchImage). */
  imageUrl: string;
  seed?: number;
}

/** mulberry32: seeded, so the same options always give the same document and the same pixels. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const COLOURS = ['#1f2937', '#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed'];
const WORDS = ['Photosynthesis', 'Energy', 'Light', 'Water', 'Sugar', 'Oxygen', 'Leaf', 'Root'];

export const whiteboardScene = (options: WhiteboardSceneOptions): SceneDocument => {
  const random = seeded(options.seed ?? 7);
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] ?? (list[0] as T);
  const spacing = (options.durationMs * 0.9) / options.elements;
  const elements = Array.from({ length: options.elements }, (_, index) => {
    const id = `w${index}`;
    const start = Math.round(index * spacing);
    const x = 60 + int(1600);
    const y = 60 + int(880);
    const base = { id, start, duration: options.durationMs - start, easing: 'linear' as const };
    const kind = index % 10;
    if (kind === 6 || kind === 7) {
      const text = pick(WORDS);
      const style = { color: pick(COLOURS), fontSize: 40 + int(24), fontWeight: 400 };
      const writing = [
        { id: `${id}t0`, time: start, progress: 0 },
        { id: `${id}t1`, time: start + text.length * 150, progress: 1 },
      ];
      return { ...base, name: `Text ${index}`, type: 'text', text, props: { translateX: x, translateY: y, style }, keyframes: { text: writing } };
    }
    if (kind === 8) {
      const fade = [
        { id: `${id}o0`, time: start, opacity: 0 },
        { id: `${id}o1`, time: start + 800, opacity: 1 },
      ];
      const props = { translateX: x, translateY: y, width: 120 + int(120), height: 120 + int(80) };
      return { ...base, name: `Image ${index}`, type: 'image', src: options.imageUrl, props, keyframes: { opacity: fade } };
    }
    const d = `M0 0 C ${int(160)} ${-int(120)}, ${80 + int(160)} ${int(120)}, ${160 + int(160)} ${int(80) - 40}`;
    const drawFor = 1000 + int(1000);
    const drawing = [
      { id: `${id}d0`, time: start, pathProgress: 0 },
      { id: `${id}d1`, time: start + drawFor, pathProgress: 1 },
    ];
    const style = { stroke: pick(COLOURS), strokeWidth: 8 + int(9), fill: 'none' };
    // Every tenth element is a drawing moved into place once drawn; a few strokes are pencil strokes.
    const move =
      kind === 9
        ? [
            { id: `${id}p0`, time: start + drawFor, translateX: x, translateY: y },
            { id: `${id}p1`, time: start + drawFor + 1200, translateX: x + int(200) - 100, translateY: y + int(160) - 80 },
          ]
        : undefined;
    const props = { translateX: x, translateY: y, style, pressure: kind === 5 ? [0.2, 1, 0.7, 0.1] : [1] };
    return { ...base, name: `Stroke ${index}`, type: 'path', d, props, keyframes: move ? { path: drawing, position: move } : { path: drawing } };
  });
  return SceneDocument.parse({ sceneID: 'whiteboard-sample', duration: options.durationMs, elements });
};
