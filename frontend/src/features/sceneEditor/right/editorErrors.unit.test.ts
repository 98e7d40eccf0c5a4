import { MALFORMED_DOCUMENT, type EditorElement, type SceneDocument } from '@wb/contracts';
import { editorErrorsOf } from './editorErrors';

const text = (id: string, value: string): EditorElement => ({
  id,
  name: `Text ${id}`,
  type: 'text',
  start: 0,
  duration: 1000,
  text: value,
  keyframes: {},
  props: { translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, rotate: 0, skewX: 0, skewY: 0, opacity: 1, width: 0, height: 0, style: {}, pressure: [1], dashoffset: 0, progress: 1, pathProgress: 1 },
});
const doc = (elements: EditorElement[]): SceneDocument => ({ sceneID: 's', duration: 10_000, elements });

describe('the Errors tab', () => {
  it('is empty for a readable scene with little text', () => {
    expect(editorErrorsOf(doc([text('a', 'Hello')]), null)).toEqual([]);
  });

  it('lists a document that could not be read', () => {
    expect(editorErrorsOf(doc([]), MALFORMED_DOCUMENT).map((e) => e.message)).toEqual([MALFORMED_DOCUMENT]);
  });

  it('lists each missing glyph with its element', () => {
    const errors = editorErrorsOf(doc([text('a', 'Hi ☃')]), null, (t) => (t.includes('☃') ? ['☃'] : []));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.elementID).toBe('a');
    expect(errors[0]?.message).toContain('missing from the font library');
  });

  it('says when the scene has more than 1500 characters of text', () => {
    const errors = editorErrorsOf(doc([text('a', 'x'.repeat(1000)), text('b', 'y'.repeat(501))]), null);
    expect(errors.map((e) => e.message)).toEqual(["There's too much text to render (1501 characters) smoothly! The maximum is 1500, consider cutting the scene into two parts."]);
  });
});
