// How the MongoDB adapter cuts a long JSON text into parts: never inside a character, each part within
// the byte budget, the parts joined giving the text back.
import { splitText } from './mongoDocumentStore';

describe('splitText', () => {
  it('keeps a text within the budget whole', () => {
    expect(splitText('{"a":"é"}', 11)).toEqual(['{"a":"é"}']);
  });

  it.each([
    ['ASCII', 'x'.repeat(1000), 64],
    ['two-byte letters', 'é'.repeat(333), 7],
    ['three-byte letters', '光'.repeat(333), 8],
    ['four-byte emoji', '👩🏽‍🏫'.repeat(99), 5],
    ['a mix', JSON.stringify({ t: 'Été 光 👍 a\u0000b'.repeat(50) }), 9],
  ])('cuts %s at character boundaries, each part within budget, joining back to the text', (_what, text, budget) => {
    const parts = splitText(text, budget);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(text);
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(budget);
      expect(part).not.toMatch(/\uFFFD/);
    }
  });
});
