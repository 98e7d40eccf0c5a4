import { aDocument, anElement, counterIds } from './fixtures';
import { deleteElements, duplicateElements, moveElement, moveLayer, renameElement, setHidden, setLocked } from './layers';
import { findElement } from './tree';

const group = anElement('g', { type: 'group', elements: [anElement('c1'), anElement('c2')] });
const doc = aDocument([anElement('a'), anElement('b', { keyframes: { rotate: [{ id: 'k', time: 0, rotate: 5 }] } }), group]);
const ids = (elements = doc.elements) => elements.map((el) => el.id);

describe('renaming', () => {
  it('saves a trimmed name and ignores an empty one', () => {
    expect(findElement(renameElement(doc, 'c1', '  Arrow '), 'c1')?.name).toBe('Arrow');
    expect(renameElement(doc, 'a', '   ')).toBe(doc);
  });
});

describe('duplicating', () => {
  it('puts a copy named "copy" just above the original, with new ids for it and its keyframes', () => {
    const made = duplicateElements(doc, ['b'], counterIds());
    expect(ids(made.document.elements)).toEqual(['a', 'b', 'n1', 'g']);
    expect(made.ids).toEqual(['n1']);
    const copy = findElement(made.document, 'n1');
    expect(copy?.name).toBe('b copy');
    expect(copy?.keyframes.rotate).toEqual([{ id: 'n2', time: 0, rotate: 5 }]);
  });
  it('gives a copied group new ids all the way down', () => {
    const made = duplicateElements(doc, ['g'], counterIds());
    expect(made.document.elements[3]?.elements?.map((el) => el.id)).toEqual(['n2', 'n3']);
  });
});

describe('deleting', () => {
  it('removes elements at any depth', () => {
    const next = deleteElements(doc, ['a', 'c2']);
    expect(ids(next.elements)).toEqual(['b', 'g']);
    expect(findElement(next, 'g')?.elements?.map((el) => el.id)).toEqual(['c1']);
  });
});

describe('reordering', () => {
  it('moves a layer up and down by one, staying put at either end', () => {
    expect(ids(moveLayer(doc, 'a', 'up').elements)).toEqual(['b', 'a', 'g']);
    expect(ids(moveLayer(doc, 'a', 'down').elements)).toEqual(['a', 'b', 'g']);
    expect(ids(moveLayer(doc, 'c2', 'down').elements[2]?.elements)).toEqual(['c2', 'c1']);
  });
  it('moves a layer to an index, into a group or out of it', () => {
    expect(ids(moveElement(doc, 'a', null, 2).elements)).toEqual(['b', 'g', 'a']);
    const into = moveElement(doc, 'a', 'g', 1);
    expect(ids(into.elements)).toEqual(['b', 'g']);
    expect(ids(into.elements[1]?.elements)).toEqual(['c1', 'a', 'c2']);
    expect(ids(moveElement(doc, 'c1', null, 0).elements)).toEqual(['c1', 'a', 'b', 'g']);
  });
  it('never moves a group into itself', () => {
    expect(moveElement(doc, 'g', 'g', 0)).toBe(doc);
  });
});

describe('lock and visibility', () => {
  it('locks, unlocks, hides and shows', () => {
    const locked = setLocked(doc, ['a', 'c1'], true);
    expect(findElement(locked, 'c1')?.locked).toBe(true);
    expect(findElement(setLocked(locked, ['a'], false), 'a')?.locked).toBe(false);
    expect(findElement(setHidden(doc, ['b'], true), 'b')?.hidden).toBe(true);
  });
});
