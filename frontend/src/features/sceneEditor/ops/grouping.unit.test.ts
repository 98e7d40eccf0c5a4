import { ElementProps } from '@wb/contracts';
import { aDocument, anElement, counterIds } from './fixtures';
import { canUngroup, foldGroupInto, groupElements, maskElements, ungroupElement } from './grouping';
import { findElement } from './tree';

const doc = aDocument([anElement('a', { start: 1000, duration: 2000 }), anElement('b', { start: 2000, duration: 5000 }), anElement('c')]);

describe('grouping', () => {
  it('wraps the selected siblings in a group where the topmost was, covering their time', () => {
    const made = groupElements(doc, ['c', 'a'], counterIds());
    expect(made.document.elements.map((el) => el.id)).toEqual(['b', 'n1']);
    expect(made.document.elements[1]).toMatchObject({ type: 'group', name: 'Group', start: 0, duration: 10_000 });
    expect(made.document.elements[1]?.elements?.map((el) => el.id)).toEqual(['a', 'c']);
    expect(made.ids).toEqual(['n1']);
  });
  it('ungroups back to the same layers', () => {
    const made = groupElements(doc, ['a', 'b'], counterIds());
    const back = ungroupElement(made.document, 'n1');
    expect(back.document.elements.map((el) => el.id)).toEqual(['a', 'b', 'c']);
    expect(back.document.elements[0]?.props).toEqual(doc.elements[0]?.props);
  });
  it('folds a moved, turned and scaled group into its children so they stay in place', () => {
    const group = ElementProps.parse({ translateX: 100, translateY: 0, rotate: 90, scaleX: 2, scaleY: 2, opacity: 0.5 });
    const child = anElement('x', { props: ElementProps.parse({ translateX: 10, translateY: 0, opacity: 0.5 }), keyframes: { position: [{ id: 'k', time: 0, translateX: 0, translateY: 5 }] } });
    const folded = foldGroupInto(group, child);
    expect(folded.props.translateX).toBeCloseTo(100);
    expect(folded.props.translateY).toBeCloseTo(20);
    expect(folded.props).toMatchObject({ rotate: 90, scaleX: 2, scaleY: 2, opacity: 0.25 });
    expect(folded.keyframes.position?.[0]?.translateX).toBeCloseTo(90);
    expect(folded.keyframes.position?.[0]?.translateY).toBeCloseTo(0);
  });
  it('does not ungroup a group with its own keyframes, nor a plain shape', () => {
    const animated = aDocument([anElement('g', { type: 'group', elements: [anElement('a')], keyframes: { rotate: [{ id: 'k', time: 0, rotate: 1 }] } })]);
    expect(canUngroup(animated.elements[0] ?? anElement('z'))).toBe(false);
    expect(ungroupElement(animated, 'g').document).toBe(animated);
    expect(ungroupElement(doc, 'a').document).toBe(doc);
  });
});

describe('masking', () => {
  it('makes the topmost selected shape the mask of the others', () => {
    const made = maskElements(doc, ['a', 'b', 'c'], counterIds());
    const mask = findElement(made.document, 'n1');
    expect(mask?.type).toBe('mask');
    expect(mask?.maskElements?.map((el) => el.id)).toEqual(['c']);
    expect(mask?.elements?.map((el) => el.id)).toEqual(['a', 'b']);
  });
  it('needs at least two shapes', () => {
    expect(maskElements(doc, ['a'], counterIds()).document).toBe(doc);
  });
  it('unmasks with the mask shape back on top', () => {
    const made = maskElements(doc, ['a', 'c'], counterIds());
    expect(ungroupElement(made.document, 'n1').document.elements.map((el) => el.id)).toEqual(['b', 'a', 'c']);
  });
});
