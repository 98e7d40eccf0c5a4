// A synthetic scene for the benchmark page and the pixel-hash tests: rects, paths (some with a pencil
// pressure curve), handwritten texts, images, groups and masks with
// position, opacity, rotate, scale, pathProgress and text keyframes, spread over a 1920x1080 stage.
// Seeded, so the same count always gives the same document (and the same pixels).
import { SceneDocument } from '@wb/contracts';

/** mulberry32: a tiny seeded generator; Math.random would make every document different. */
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
export const SYNTHETIC_DURATION = 10_000;
/** A 16x16 checker PNG inline, so the scene's images need no server and load the same every time. */
const CHECKER_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGNQTX4NR3+fdcERLnGGQaiBGEXI4oNRwyAM1pEYDwCGCfAQVRR3HwAAAABJRU5ErkJggg==';

export const syntheticScene = (count: number, seed = 9): SceneDocument => {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] ?? (list[0] as T);
  const round = (value: number) => Math.round(value);
  const elements = Array.from({ length: count }, (_, index) => {
    const id = `e${index}`;
    const start = round(random() * 2000);
    const duration = SYNTHETIC_DURATION - start;
    const x = round(random() * 1800);
    const y = round(random() * 1000);
    const moveTo = { translateX: x + round(random() * 200 - 100), translateY: y + round(random() * 120 - 60) };
    const base = {
      id,
      start,
      duration,
      easing: pick(['linear', 'easeInOutSine', 'easeInSine', 'easeOutSine'] as const),
      keyframes: {
        position: [
          { id: `${id}p0`, time: start, translateX: x, translateY: y },
          { id: `${id}p1`, time: start + round(duration * 0.8), ...moveTo },
        ],
        opacity: [
          { id: `${id}o0`, time: start, opacity: 0.2 },
          { id: `${id}o1`, time: start + 1000, opacity: 1 },
        ],
      },
    };
    if (index % 50 === 49) {
      return { ...base, name: `Image ${index}`, type: 'image', src: CHECKER_PNG, props: { translateX: x, translateY: y, width: 96, height: 96 } };
    }
    if (index % 100 === 24 || index % 100 === 74) {
      // A group (or a mask whose growing rect reveals its children) holding a rect and a stroke.
      const children = [
        { id: `${id}a`, name: 'Child rect', type: 'rect', start, duration, props: { width: 120, height: 60, style: { stroke: '#111827', strokeWidth: 4, fill: '#bbf7d0' } } },
        {
          id: `${id}b`,
          name: 'Child stroke',
          type: 'path',
          start,
          duration,
          d: 'M0 80 L160 80',
          props: { style: { stroke: '#dc2626', strokeWidth: 8 } },
          keyframes: {
            path: [
              { id: `${id}bp0`, time: start, pathProgress: 0 },
              { id: `${id}bp1`, time: start + 2000, pathProgress: 1 },
            ],
          },
        },
      ];
      const mask =
        index % 100 === 74
          ? {
              type: 'mask',
              maskElements: [
                {
                  id: `${id}m`,
                  name: 'Reveal',
                  type: 'rect',
                  start,
                  duration,
                  props: { width: 0, height: 100 },
                  keyframes: {
                    dimensions: [
                      { id: `${id}m0`, time: start, width: 0, height: 100 },
                      { id: `${id}m1`, time: start + 3000, width: 160, height: 100 },
                    ],
                  },
                },
              ],
            }
          : { type: 'group' };
      return {
        ...base,
        ...mask,
        name: `Group ${index}`,
        props: { translateX: x, translateY: y },
        elements: children,
        keyframes: {
          ...base.keyframes,
          rotate: [
            { id: `${id}r0`, time: start, rotate: -10 },
            { id: `${id}r1`, time: SYNTHETIC_DURATION, rotate: 10 },
          ],
        },
      };
    }
    const kind = index % 10;
    if (kind < 4) {
      return {
        ...base,
        name: `Rect ${index}`,
        type: 'rect',
        props: {
          translateX: x,
          translateY: y,
          width: 40 + round(random() * 120),
          height: 30 + round(random() * 90),
          style: { stroke: pick(COLOURS), strokeWidth: 4, fill: random() < 0.5 ? 'transparent' : '#fde68a', rx: round(random() * 12) },
        },
        keyframes: {
          ...base.keyframes,
          rotate: [
            { id: `${id}r0`, time: start, rotate: 0 },
            { id: `${id}r1`, time: SYNTHETIC_DURATION, rotate: round(random() * 90 - 45) },
          ],
        },
      };
    }
    if (kind < 9) {
      const d = `M0 0 C ${round(random() * 120)} ${round(random() * -80)}, ${round(random() * 160)} ${round(random() * 80)}, ${80 + round(random() * 120)} ${round(random() * 60 - 30)}`;
      return {
        ...base,
        name: `Path ${index}`,
        type: 'path',
        d,
        props: {
          translateX: x,
          translateY: y,
          style: { stroke: pick(COLOURS), strokeWidth: 6 + round(random() * 10), fill: 'none' },
          // Every fifth path is a pencil stroke: thin at its ends, heavy in the middle.
          pressure: kind === 8 ? [0.2, 1, 0.7, 0.1] : [1],
        },
        keyframes: {
          ...base.keyframes,
          path: [
            { id: `${id}d0`, time: start, pathProgress: 0 },
            { id: `${id}d1`, time: start + 1500 + round(random() * 3000), pathProgress: 1 },
          ],
        },
      };
    }
    const text = pick(WORDS);
    return {
      ...base,
      name: `Text ${index}`,
      type: 'text',
      text,
      props: { translateX: x, translateY: y, scaleX: 1, scaleY: 1, style: { color: pick(COLOURS), fontSize: 48, fontWeight: 400 } },
      keyframes: {
        ...base.keyframes,
        text: [
          { id: `${id}t0`, time: start, progress: 0 },
          { id: `${id}t1`, time: start + text.length * 250, progress: 1 },
        ],
        scale: [
          { id: `${id}s0`, time: start, scaleX: 0.8, scaleY: 0.8 },
          { id: `${id}s1`, time: start + 2000, scaleX: 1, scaleY: 1 },
        ],
      },
    };
  });
  return SceneDocument.parse({ sceneID: `synthetic-${count}`, duration: SYNTHETIC_DURATION, elements });
};
