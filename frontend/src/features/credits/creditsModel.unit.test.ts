import type { CreditItem } from '@wb/contracts';
import { draggedWidth, moveItem, saveLogo, toggleFlag } from './creditsModel';
import { licenceOf } from './licence';

const section = (id: string): CreditItem => ({ id, type: 'section', title: id });
const entry = (id: string): CreditItem => ({ id, type: 'entry', name: id, role: 'Voiceover', attribution: false, shareAlike: false });

describe('the credits editor changes', () => {
  it('moves a dragged item to where it was dropped, either way', () => {
    const items = [section('a'), entry('b'), entry('c')];
    expect(moveItem(items, 'c', 'a').map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(moveItem(items, 'a', 'c').map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(moveItem(items, 'a', 'gone').map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('toggles a flag of an entry only', () => {
    const items = toggleFlag([section('a'), entry('b')], 'b', 'shareAlike');
    expect(items[1]).toEqual(expect.objectContaining({ shareAlike: true, attribution: false }));
    expect(toggleFlag(items, 'a', 'attribution')[0]).toEqual(section('a'));
  });

  it("saves the edited logo's width and position", () => {
    const logo = { id: 'l', src: '/x.png', style: { width: 300, transform: { x: 0, y: 0 } } };
    expect(saveLogo([logo], { id: 'l', width: 420, x: 5, y: -3 })).toEqual([{ ...logo, style: { width: 420, transform: { x: 5, y: -3 } } }]);
  });

  it('keeps a dragged width of at least 20 px', () => {
    expect(draggedWidth(300, 50)).toBe(350);
    expect(draggedWidth(300, -400)).toBe(20);
    expect(draggedWidth(300, 900)).toBe(600);
  });

  it('says the licence the flags give', () => {
    expect([licenceOf({ attribution: true, shareAlike: false }), licenceOf({ attribution: true, shareAlike: true }), licenceOf({ attribution: false, shareAlike: false })]).toEqual([
      'CC BY 4.0',
      'CC BY-SA 4.0',
      null,
    ]);
  });
});
