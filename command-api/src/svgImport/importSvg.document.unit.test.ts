// The document a good file becomes: one element per scene element, in order, animated the whiteboard
// way of spec 002 section 9 (strokes one after another, 1000 ms between steps, image fade-in 1000 ms,
// text 250 ms a character, erase 6000 ms, a move along its motion path).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SceneDocument, SceneTiming, walkElements, type EditorElement } from '@wb/contracts';
import { importSvg } from './importSvg';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const times = (keyframes: { time: number }[] | undefined): number[] => (keyframes ?? []).map((k) => k.time);
const byName = (elements: EditorElement[], name: string): EditorElement => {
  const found = elements.find((e) => e.name === name);
  if (!found) throw new Error(`no element ${name}`);
  return found;
};

describe('importing a scene with strokes, text, an image, a move, an erase and a sync step', () => {
  const result = importSvg(fixture('valid.svg'), { sceneID: 'scene-7', fileName: 'Cell division.svg' });
  const { document } = result;
  const [house, title, photo, ball, board, sun] = document.elements;

  it('finds no problem and names the scene after the file', () => {
    expect(result.problems).toEqual([]);
    expect(result.sceneName).toBe('Cell division');
    expect(document.sceneID).toBe('scene-7');
    expect(document.dimensions).toEqual({ width: 1920, height: 1080 });
  });

  it('makes one element per scene element, in order, skipping area and safety guides', () => {
    expect(document.elements.map((e) => [e.name, e.type, e.behaviour])).toEqual([
      ['House', 'mask', undefined],
      ['Title', 'text', undefined],
      ['Photo', 'image', 'image'],
      ['Ball', 'group', 'move'],
      ['Old board', 'group', 'erase'],
      ['Sun', 'mask', 'sync'],
    ]);
    expect(JSON.stringify(document)).not.toMatch(/safety|area_guide/);
  });

  it('is a valid scene document with ids unique across it', () => {
    expect(SceneDocument.safeParse(document).success).toBe(true);
    const ids = [...walkElements(document.elements)].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keyframeIDs = [...walkElements(document.elements)].flatMap((e) =>
      Object.values(e.keyframes)
        .flat()
        .map((k) => k.id),
    );
    expect(new Set(keyframeIDs).size).toBe(keyframeIDs.length);
  });

  it('reveals the drawing along its curves, one after another 200 ms apart, their time following their length', () => {
    expect(house?.elements?.[0]?.elements?.map((e) => [e.type, e.d])).toEqual([
      ['path', 'M100 400L300 200 500 400Z'],
      ['rect', undefined],
    ]);
    // 400 px then 300 px at one pixel a millisecond: the first curve in two growing pieces, the second in one.
    const pieces = house?.maskElements ?? [];
    expect(pieces.map((p) => p.keyframes.scale?.map((k) => [k.time, k.scaleX]))).toEqual([
      [
        [0, 0],
        [200, 1],
      ],
      [
        [200, 0],
        [400, 1],
      ],
      [
        [400 + SceneTiming.strokeGap, 0],
        [900, 1],
      ],
    ]);
  });

  it("covers what the pen covers: discs of the stroke width along the curve, in each piece's own direction", () => {
    const [first, second] = house?.maskElements ?? [];
    expect(first?.props).toMatchObject({ translateX: 100, translateY: 300, rotate: 0 });
    expect(second?.props).toMatchObject({ translateX: 300, translateY: 300, rotate: 0 });
    expect(first?.props.style).toMatchObject({ fill: '#000000', stroke: 'none' });
    // Radius 20 (stroke width 40), discs at most 14 px apart over 200 px: 16 discs of two arcs each.
    expect(first?.d?.match(/a20 20 0 1 0 40 0/g)).toHaveLength(16);
    expect(first?.d?.startsWith('M-20 0a20 20 0 1 0 40 0a20 20 0 1 0 -40 0')).toBe(true);
  });

  it('eases each stroke in and out: the middle of the stroke is covered fastest', () => {
    const curve =
      importSvg('<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene"><circle r="5"/></g><g id="Animation"><path d="M0 0H1600" fill="none" stroke="#000"/></g></svg>', {
        sceneID: 's',
        fileName: 'a.svg',
      }).document.elements[0]?.maskElements ?? [];
    const spans = curve.map((p) => (p.keyframes.scale?.[1]?.time ?? 0) - (p.keyframes.scale?.[0]?.time ?? 0));
    expect(spans).toHaveLength(8);
    expect(spans[0]).toBeGreaterThan(spans[3] ?? 0);
    expect(spans[7]).toBeGreaterThan(spans[4] ?? 0);
    expect(spans.reduce((a, b) => a + b, 0)).toBe(1600);
  });

  it('writes the text 250 ms a character, a pause after the step before', () => {
    expect(title?.text).toBe('Cells');
    expect(title?.keyframes.text).toEqual([
      { id: `${title?.id}-text-1`, time: 1900, progress: 0 },
      { id: `${title?.id}-text-2`, time: 1900 + 5 * SceneTiming.msPerCharacter, progress: 1 },
    ]);
    expect(title?.props).toMatchObject({ translateX: 700, translateY: 200 - 48, style: { fontSize: 48 } });
  });

  it('fades the image in over 1000 ms, keeping its embedded picture', () => {
    expect(photo?.src).toBe('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
    expect(photo?.props).toMatchObject({ translateX: 1200, translateY: 100, width: 200, height: 100 });
    expect(photo?.keyframes.opacity?.map((k) => [k.time, k.opacity])).toEqual([
      [4150, 0],
      [5150, 1],
    ]);
  });

  it('moves the ball along its motion path once it is drawn', () => {
    expect(ball?.animationPathD).toBe('M0 0L1000 0');
    expect(times(ball?.keyframes.opacity)).toEqual([6150, 7150]);
    const position = ball?.keyframes.position ?? [];
    expect(position[0]).toMatchObject({ time: 7150, translateX: 0, translateY: 0 });
    expect(position[position.length - 1]).toMatchObject({ time: 8150, translateX: 1000, translateY: 0 });
    expect(position.length).toBeGreaterThan(2);
  });

  it('shows the erased board from the start and wipes it in 6000 ms', () => {
    expect(board?.start).toBe(0);
    expect(board?.keyframes.opacity?.map((k) => [k.time, k.opacity])).toEqual([
      [9150, 1],
      [9150 + SceneTiming.eraseDuration, 0],
    ]);
  });

  it('starts a sync step together with the step before it', () => {
    expect(sun?.start).toBe(9150);
    expect(times(sun?.maskElements?.[0]?.keyframes.scale)).toEqual([9150, 9270]);
  });

  it('lasts until the last step ends, every element inside it', () => {
    expect(document.duration).toBe(9150 + SceneTiming.eraseDuration);
    for (const each of walkElements(document.elements)) expect(each.start + each.duration).toBeLessThanOrEqual(document.duration);
    expect(byName(document.elements, 'Title').start).toBe(1900);
  });

  it('gives the same document every time', () => {
    expect(importSvg(fixture('valid.svg'), { sceneID: 'scene-7', fileName: 'Cell division.svg' })).toEqual(result);
  });
});

describe('importing a file as Illustrator names its layers', () => {
  const result = importSvg(fixture('illustrator-names.svg'), { sceneID: 's', fileName: 'Board.SVG' });

  it('finds the groups by data-name and by id with a number suffix, and decodes _x20_', () => {
    expect(result.problems).toEqual([]);
    expect(result.sceneName).toBe('Board');
    expect(result.document.elements.map((e) => [e.name, e.behaviour])).toEqual([
      ['erase board', 'erase'],
      ['Line', undefined],
    ]);
  });

  it("bakes the groups' and the shapes' transforms into path data and stroke widths", () => {
    const line = result.document.elements[1];
    const drawn = line?.elements?.[0];
    expect(drawn?.d).toBe('M100 50L300 50');
    expect(drawn?.props.style.strokeWidth).toBe(8);
    expect(line?.maskElements?.[0]?.props).toMatchObject({ translateX: 100, translateY: 50, rotate: 0 });
    expect(line?.maskElements?.[0]?.d).toContain('a15 15 0 1 0 30 0');
  });

  it('keeps a scene of at least the imported default of 10000 ms', () => {
    expect(result.document.duration).toBe(10_000);
  });
});

describe('importing a file with area and safety guides', () => {
  it('leaves them out of the counts and the document', () => {
    const result = importSvg(fixture('area-and-safety.svg'), { sceneID: 's', fileName: 'a.svg' });
    expect(result.problems).toEqual([]);
    expect(result.document.elements.map((e) => e.name)).toEqual(['dot']);
  });
});

describe('importing symbols and gradients', () => {
  const result = importSvg(fixture('symbols-and-gradients.svg'), { sceneID: 's', fileName: 'sky.svg' });
  const [sky, leaf] = result.document.elements;

  it('paints a gradient with its first stop colour, through a linked gradient too', () => {
    expect(result.problems).toEqual([]);
    expect(sky?.elements?.map((e) => e.props.style.fill)).toEqual(['#3366FF', '#3366FF']);
  });

  it('draws a <use> of a symbol where it is placed, and never a symbol by itself', () => {
    expect(result.document.elements).toHaveLength(2);
    expect(leaf?.type).toBe('group');
    expect(leaf?.elements?.[0]?.d).toBe('M1000 800L1020 800 1020 820Z');
  });
});

describe('importing line art without animation curves', () => {
  const result = importSvg(fixture('line-art.svg'), { sceneID: 's', fileName: 'tree.svg' });
  const [trunk, crown, branch] = result.document.elements[0]?.elements ?? [];

  it('draws its own strokes one after another, eased in-out sine, then fades in what has no stroke', () => {
    expect(result.problems).toEqual([]);
    expect(trunk?.keyframes.path?.map((k) => [k.time, k.pathProgress])).toEqual([
      [0, 0],
      [200, 1],
    ]);
    expect(trunk?.easing).toBe('easeInOutSine');
    // The 85 px branch takes the shortest stroke time, 100 ms.
    expect(times(branch?.keyframes.path)).toEqual([200 + SceneTiming.strokeGap, 500]);
    expect(crown?.keyframes.opacity?.map((k) => [k.time, k.opacity])).toEqual([
      [500, 0],
      [500 + SceneTiming.expandFadeDuration, 1],
    ]);
  });
});

describe('a move group whose scene element is a single stroke', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene"><path id="arrow" d="M0 0H300" fill="none" stroke="#000" stroke-width="5"/></g>' +
    '<g id="Animation"><g id="move_arrow"><path id="motion" d="M0 0V500" fill="none" stroke="#000"/></g></g></svg>';
  const [moved] = importSvg(svg, { sceneID: 's', fileName: 'arrow.svg' }).document.elements;

  it('draws the stroke eased in-out sine, then moves a group holding it, linearly along the path', () => {
    expect(moved).toMatchObject({ type: 'group', name: 'arrow', behaviour: 'move', easing: 'linear', animationPathD: 'M0 0V500' });
    const [stroke] = moved?.elements ?? [];
    expect(stroke?.easing).toBe('easeInOutSine');
    expect(times(stroke?.keyframes.path)).toEqual([0, 300]);
    const position = moved?.keyframes.position ?? [];
    // 500 px would take 500 ms; a move takes at least 1000.
    expect([position[0]?.time, position[position.length - 1]?.time]).toEqual([300, 1300]);
    expect(position[position.length - 1]).toMatchObject({ translateX: 0, translateY: 500 });
  });
});

describe('importing clipped images and groups, as Illustrator crops them', () => {
  const result = importSvg(fixture('clipped-image.svg'), { sceneID: 's', fileName: 'clip.svg' });
  const [photo, shapes] = result.document.elements;

  it("gives the image its clip in the image's own coordinates (scaled by half, placed at 50,50)", () => {
    expect(result.problems).toEqual([]);
    const image = photo?.elements?.[0]?.elements?.[0];
    expect(image?.type).toBe('image');
    expect(image?.props).toMatchObject({ translateX: 50, translateY: 50, scaleX: 0.5, scaleY: 0.5, width: 1000, height: 800 });
    expect(image?.clipPath).toBe('M100 100H900V700H100Z');
  });

  it("hands a group's clip (named by a class) down to every shape in it", () => {
    const [rect, path] = shapes?.elements?.[0]?.elements ?? [];
    expect(rect?.type).toBe('rect');
    expect(rect?.clipPath?.startsWith('M0 100A100 100 0 1 0 200 100')).toBe(true);
    expect(path?.clipPath?.startsWith('M600 300A100 100 0 1 0 800 300')).toBe(true);
  });
});
