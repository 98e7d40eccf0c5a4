import { readSceneDocument, MALFORMED_DOCUMENT, keyframeKindsOf, walkElements } from './document';

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
      sceneID: 's1', duration: 1000,
      elements: [{ id: 'g', name: 'G', type: 'group', elements: [{ id: 'a', name: 'A', type: 'path', d: 'M0 0L1 1' }] }, { id: 'b', name: 'B', type: 'text', text: 'Hi' }],
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
