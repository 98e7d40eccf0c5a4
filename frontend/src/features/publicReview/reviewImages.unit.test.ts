import { SceneDocument } from '@wb/contracts';
import { reviewDocument } from './reviewImages';

const KEY = 'sceneImage/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png';
const PICTURE = `/api/v1/blobs/${KEY}`;
const EMBEDDED = 'data:image/png;base64,AAAA';
const SLUG = 'Intro-0123456789abcdef0123456789abcdef';

const image = (id: string, src: string) => ({ id, name: id, type: 'image', start: 0, duration: 1000, props: {}, keyframes: {}, src }) as const;
// Parsed as a saved document is, so its elements carry every default.
const documentOf = (): SceneDocument =>
  SceneDocument.parse({
    sceneID: 'stored-id',
    duration: 1000,
    elements: [
      image('top', PICTURE),
      { id: 'g', name: 'Group', type: 'group', start: 0, duration: 1000, props: {}, keyframes: {}, elements: [image('inGroup', PICTURE)], maskElements: [image('inMask', PICTURE)] },
      image('embedded', EMBEDDED),
      { id: 't', name: 'Text', type: 'text', start: 0, duration: 1000, props: {}, keyframes: {}, text: 'Hello' },
    ],
  });

describe("a review page's scene pictures", () => {
  it('are read through the link, for the scene answered, in groups and masks too', () => {
    const shown = reviewDocument(documentOf(), { slug: SLUG, sceneID: 'scene-1', grant: null });
    const expected = `/api/review/image?slug=${SLUG}&sceneID=scene-1&file=${encodeURIComponent(KEY)}`;
    expect(shown.elements[0]?.src).toBe(expected);
    expect(shown.elements[1]?.elements?.[0]?.src).toBe(expected);
    expect(shown.elements[1]?.maskElements?.[0]?.src).toBe(expected);
  });

  it("carry the scene answer's grant when the link has a passcode, never the passcode", () => {
    const shown = reviewDocument(documentOf(), { slug: SLUG, sceneID: 'scene-1', grant: 'f'.repeat(32) });
    expect(new URL(shown.elements[0]?.src ?? '', 'https://studio.example').searchParams.get('grant')).toBe('f'.repeat(32));
  });

  it('leave embedded pictures and everything else as they are', () => {
    const before = documentOf();
    const shown = reviewDocument(before, { slug: SLUG, sceneID: 'scene-1', grant: null });
    expect(shown.elements[2]).toEqual(before.elements[2]);
    expect(shown.elements[3]).toEqual(before.elements[3]);
    expect({ ...shown, elements: [] }).toEqual({ ...before, elements: [] });
    // The answer's own document is not changed (the query cache keeps it).
    expect(before.elements[0]?.src).toBe(PICTURE);
  });
});
