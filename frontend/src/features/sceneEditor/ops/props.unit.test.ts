import { aDocument, anElement } from './fixtures';
import { boundPatch, fromPercent, setElementFields, setProps, toPercent } from './props';
import { findElement } from './tree';

const doc = aDocument([anElement('r'), anElement('t', { type: 'text', text: 'Hi' })]);

describe('setting properties', () => {
  it('applies a patch to every selected element', () => {
    const next = setProps(doc, ['r', 't'], { translateX: 5, style: { stroke: '#ff0000' } });
    expect(findElement(next, 'r')?.props.translateX).toBe(5);
    expect(findElement(next, 't')?.props.style.stroke).toBe('#ff0000');
  });
  it('keeps the bounds of the spec', () => {
    expect(boundPatch({ opacity: 1.5, progress: -1, width: -3 })).toEqual({ opacity: 1, progress: 0, width: 0 });
    expect(boundPatch({ style: { strokeWidth: -1, rx: -2, fontSize: 0, lineHeight: 0.5 } })).toEqual({ style: { strokeWidth: 0, rx: 0, fontSize: 1, lineHeight: 1 } });
  });
  it('offers only the weights 400, 700 and 200', () => {
    expect(boundPatch({ style: { fontWeight: 700 } })).toEqual({ style: { fontWeight: 700 } });
    expect(boundPatch({ style: { fontWeight: 500 } })).toEqual({});
  });
  it('changes nothing for a patch of nothing valid', () => {
    expect(setProps(doc, ['r'], { translateX: Number.NaN })).toBe(doc);
  });
  it('shows opacity as a percent and stores a fraction', () => {
    expect(toPercent(0.456)).toBe(45.6);
    expect(fromPercent(50)).toBe(0.5);
    expect(fromPercent(140)).toBe(1);
  });
  it('sets the text only of text elements, and the easing of any', () => {
    const next = setElementFields(doc, ['r', 't'], { text: 'Hello', easing: 'linear' });
    expect(findElement(next, 't')).toMatchObject({ text: 'Hello', easing: 'linear' });
    expect(findElement(next, 'r')?.text).toBeUndefined();
    expect(findElement(next, 'r')?.easing).toBe('linear');
  });
});
