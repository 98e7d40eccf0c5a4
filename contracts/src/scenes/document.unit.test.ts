import { SceneLimits } from './constants';
import { readSceneDocument, MALFORMED_DOCUMENT, SceneDocument, keyframeKindsOf, walkElements } from './document';
import { SceneMessages as Messages } from './messages';

describe('the scene document', () => {
  it('fills the defaults of an element', () => {
    const { document, problem } = readSceneDocument('s1', { sceneID: 'x', duration: 5000, elements: [{ id: 'e1', name: 'Rect', type: 'rect' }] });
    expect(problem).toBeNull();
    expect(document.sceneID).toBe('s1');
    expect(document.elements[0]).toMatchObject({ start: 0, duration: 10_000, props: { translateX: 0, scaleX: 1, opacity: 1, style: {} }, keyframes: {} });
  });

  it('reads a malformed document as empty elements and duration 0, and says so', () => {
    expect(readSceneDocument('s1', '{not json')).toEqual({ document: { sceneID: 's1', duration: 0, elements: [] }, problem: MALFORMED_DOCUMENT });
    expect(readSceneDocument('s1', { duration: 'long', elements: 3 }).problem).toBe(MALFORMED_DOCUMENT);
  });

  it('keeps group children and walks them depth first', () => {
    const { document } = readSceneDocument('s1', {
      sceneID: 's1',
      duration: 1000,
      elements: [
        { id: 'g', name: 'G', type: 'group', elements: [{ id: 'a', name: 'A', type: 'path', d: 'M0 0L1 1' }] },
        { id: 'b', name: 'B', type: 'text', text: 'Hi' },
      ],
    });
    expect([...walkElements(document.elements)].map((e) => e.id)).toEqual(['g', 'a', 'b']);
  });

  it('offers the keyframe kinds each element type allows', () => {
    expect(keyframeKindsOf('text')).toContain('text');
    expect(keyframeKindsOf('path')).toContain('stroke');
    expect(keyframeKindsOf('rect')).toContain('dimensions');
    expect(keyframeKindsOf('image')).not.toContain('dimensions');
  });
});

/** Groups inside one another, `depth` of them, the innermost holding a rect. */
const nested = (depth: number): unknown => {
  let element: Record<string, unknown> = { id: 'leaf', name: 'Leaf', type: 'rect' };
  for (let level = depth; level >= 1; level -= 1) element = { id: `g${level}`, name: 'G', type: 'group', elements: [element] };
  return { sceneID: 's1', duration: 1000, elements: [element] };
};
/** zod's path to the children list of the group at `level` (1 is the outermost). */
const childrenOf = (level: number): (string | number)[] => ['elements', ...Array.from({ length: level }, () => [0, 'elements']).flat()];
const issuesOf = (value: unknown) => {
  const parsed = SceneDocument.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('the nesting of groups in a document', () => {
  it(`keeps ${SceneLimits.maxGroupDepth} groups inside one another`, () => {
    expect(issuesOf(nested(SceneLimits.maxGroupDepth))).toEqual([]);
  });

  it('refuses one more, naming the list that is too deep', () => {
    expect(issuesOf(nested(SceneLimits.maxGroupDepth + 1))).toEqual([{ path: childrenOf(SceneLimits.maxGroupDepth + 1), message: Messages.sceneGroupsTooDeep }]);
  });

  it('counts masks as groups', () => {
    let element: Record<string, unknown> = { id: 'leaf', name: 'Leaf', type: 'rect' };
    for (let level = 0; level <= SceneLimits.maxGroupDepth; level += 1) element = { id: `m${level}`, name: 'M', type: 'mask', maskElements: [element] };
    expect(issuesOf({ sceneID: 's1', duration: 1000, elements: [element] })[0]?.message).toBe(Messages.sceneGroupsTooDeep);
  });

  it('refuses 5,000 groups at once, without the stack overflow or the long wait zod gave', () => {
    const started = performance.now();
    expect(issuesOf(nested(5000))).toEqual([{ path: childrenOf(SceneLimits.maxGroupDepth + 1), message: Messages.sceneGroupsTooDeep }]);
    // zod took 45 s for this before (the probe's measure); the check visits 33 lists.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses more elements than a scene may have, counting those in groups', () => {
    const rects = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, name: 'R', type: 'rect' }));
    const half = SceneLimits.maxElements / 2;
    const document = { sceneID: 's1', duration: 1000, elements: [...rects(half, 'a'), { id: 'g', name: 'G', type: 'group', elements: rects(half, 'b') }] };
    expect(issuesOf(document)).toEqual([{ path: ['elements', half, 'elements'], message: Messages.sceneTooManyElements }]);
  });
});

describe("an image's address in a saved document", () => {
  const withImage = (src: string) => ({ sceneID: 's1', duration: 1000, elements: [{ id: 'g', name: 'G', type: 'group', elements: [{ id: 'i', name: 'I', type: 'image', src }] }] });

  it.each([
    ['a stored file', '/api/v1/blobs/assets/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png'],
    ['an embedded png', 'data:image/png;base64,iVBORw0KGgo='],
    ['an embedded svg', 'data:image/svg+xml,%3Csvg%2F%3E'],
  ])('keeps %s', (_, src) => {
    expect(issuesOf(withImage(src))).toEqual([]);
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['another site', 'https://attacker.example/track.png'],
    ['a page of the product', '/api/v1/blobs/../../api/logout'],
    ['an encoded page of the product', '/api/v1/blobs/%2e%2e/api/logout'],
    ['an embedded page', 'data:text/html,<script>alert(1)</script>'],
  ])('refuses %s, naming the field', (_, src) => {
    expect(issuesOf(withImage(src))).toEqual([{ path: ['elements', 0, 'elements', 0, 'src'], message: Messages.sceneImageSourceRefused }]);
  });

  it('drops one stored before the rule when the document is read, keeping the element', () => {
    const { document, problem } = readSceneDocument('s1', JSON.stringify(withImage('https://attacker.example/track.png')));
    expect(problem).toBeNull();
    const image = document.elements[0]?.elements?.[0];
    expect(image).toMatchObject({ id: 'i', type: 'image' });
    expect(image?.src).toBeUndefined();
  });
});
