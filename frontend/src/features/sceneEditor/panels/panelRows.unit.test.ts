import { aDocument, anElement } from '../ops/fixtures';
import { draggedTiming } from './ElementBar';
import { pressKeyframe } from './keyframeSelection';
import { dropPlace, layerRows } from './layerRows';
import { timelineRows } from './timelineRows';

const doc = aDocument([anElement('a'), anElement('t', { type: 'text' }), anElement('g', { type: 'group', elements: [anElement('c1'), anElement('c2')] })]);

describe('timeline rows', () => {
  it('lists layers top first, and an open layer adds the keyframe kinds its type allows', () => {
    expect(timelineRows(doc, new Set()).map((r) => r.key)).toEqual(['g', 't', 'a']);
    const open = timelineRows(doc, new Set(['t', 'g']));
    expect(open.map((r) => r.key)).toEqual([
      'g',
      'g:position',
      'g:scale',
      'g:rotate',
      'g:opacity',
      'g:path',
      'c2',
      'c1',
      't',
      't:position',
      't:scale',
      't:rotate',
      't:opacity',
      't:path',
      't:text',
      'a',
    ]);
  });
});

describe('layer rows and drops', () => {
  it('lists the tree top first, children of open groups under them', () => {
    expect(layerRows(doc, new Set(['g'])).map((r) => [r.element.id, r.depth])).toEqual([
      ['g', 0],
      ['c2', 1],
      ['c1', 1],
      ['t', 0],
      ['a', 0],
    ]);
  });
  it('drops a layer dragged down just below the target on screen', () => {
    const rows = layerRows(doc, new Set());
    // g (2) dragged onto a (0): g goes below a on screen, first in draw order.
    expect(dropPlace(rows, 'g', 'a')).toEqual({ parentId: null, index: 0 });
  });
  it('drops a layer dragged up just above the target on screen', () => {
    const rows = layerRows(doc, new Set());
    expect(dropPlace(rows, 'a', 't')).toEqual({ parentId: null, index: 1 });
  });
  it('drops into an open group when dropped on its child', () => {
    const rows = layerRows(doc, new Set(['g']));
    expect(dropPlace(rows, 'a', 'c1')).toEqual({ parentId: 'g', index: 1 });
    expect(dropPlace(rows, 'a', 'a')).toBeNull();
  });
});

describe('dragging a time bar', () => {
  const bar = anElement('b', { start: 1000, duration: 2000 });
  it('moves it by the dragged time, inside the scene', () => {
    expect(draggedTiming(bar, 'move', 70, 0.07, 10_000)).toEqual({ start: 2000, duration: 2000 });
    expect(draggedTiming(bar, 'move', -700, 0.07, 10_000)).toEqual({ start: 0, duration: 2000 });
  });
  it('resizes from either end, never under 100 ms, the start handle keeping the end', () => {
    expect(draggedTiming(bar, 'end', -700, 0.07, 10_000)).toEqual({ start: 1000, duration: 100 });
    expect(draggedTiming(bar, 'start', 70, 0.07, 10_000)).toEqual({ start: 2000, duration: 1000 });
    expect(draggedTiming(bar, 'start', 7000, 0.07, 10_000)).toEqual({ start: 2900, duration: 100 });
  });
});

describe('selecting keyframes', () => {
  const k1 = { elementId: 'a', kind: 'position' as const, keyframeId: 'k1' };
  const k2 = { elementId: 'a', kind: 'position' as const, keyframeId: 'k2' };
  it('selects one, adds and removes with shift, keeps a selection a press lands in', () => {
    expect(pressKeyframe([], k1, false)).toEqual([k1]);
    expect(pressKeyframe([k1], k2, true)).toEqual([k1, k2]);
    expect(pressKeyframe([k1, k2], k1, true)).toEqual([k2]);
    expect(pressKeyframe([k1, k2], k2, false)).toEqual([k1, k2]);
    expect(pressKeyframe([k1], k2, false)).toEqual([k2]);
  });
});
