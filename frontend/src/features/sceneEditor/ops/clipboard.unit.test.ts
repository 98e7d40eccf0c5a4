import { aDocument, anElement, counterIds } from './fixtures';
import { copyElements, pasteElements, readClipboard } from './clipboard';

const doc = aDocument([anElement('a', { start: 5000, duration: 4000, keyframes: { position: [{ id: 'k', time: 6000, translateX: 1, translateY: 2 }] } })], 30_000);

describe('copy and paste', () => {
  it('round-trips the selection through clipboard text', () => {
    const text = copyElements(doc, ['a']);
    expect(text).not.toBeNull();
    expect(readClipboard(text ?? '')?.map((el) => el.id)).toEqual(['a']);
    expect(copyElements(doc, ['missing'])).toBeNull();
  });
  it('reads nothing from text that is not a copy of elements', () => {
    expect(readClipboard('hello')).toBeNull();
    expect(readClipboard(JSON.stringify({ kind: 'other', elements: [] }))).toBeNull();
    expect(readClipboard(JSON.stringify({ kind: 'whiteboard-studio/elements', elements: [{ id: 'x' }] }))).toBeNull();
  });
  it('pastes on top with new ids, moved by the offset', () => {
    const elements = readClipboard(copyElements(doc, ['a']) ?? '') ?? [];
    const made = pasteElements(doc, elements, counterIds());
    expect(made.ids).toEqual(['n1']);
    expect(made.document.elements.map((el) => el.id)).toEqual(['a', 'n1']);
    expect(made.document.elements[1]?.props).toMatchObject({ translateX: 20, translateY: 20 });
    expect(made.document.elements[1]?.keyframes.position).toEqual([{ id: 'n2', time: 6000, translateX: 21, translateY: 22 }]);
  });
  it('fits the timing of a paste into a shorter scene', () => {
    const short = aDocument([], 6000);
    const made = pasteElements(short, doc.elements, counterIds(), 0);
    expect(made.document.elements[0]).toMatchObject({ start: 2000, duration: 4000 });
    expect(made.document.elements[0]?.keyframes.position?.[0]?.time).toBe(3000);
  });
});
