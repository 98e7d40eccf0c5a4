import { allSelected, clickIntent, deleteQuestion, keptListed, toggled } from './selection';

describe('selecting scenes on the dashboard', () => {
  it('opens a scene on click while nothing is selected, and toggles once anything is', () => {
    expect(clickIntent([])).toBe('open');
    expect(clickIntent(['s1'])).toBe('toggle');
  });

  it('toggles a scene in and out of the selection, keeping the order they were picked in', () => {
    expect(toggled([], 's1')).toEqual(['s1']);
    expect(toggled(['s1'], 's2')).toEqual(['s1', 's2']);
    expect(toggled(['s1', 's2'], 's1')).toEqual(['s2']);
  });

  it('shows Deselect all only when every listed scene is selected', () => {
    expect(allSelected(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(allSelected(['a'], ['a', 'b'])).toBe(false);
    expect(allSelected([], [])).toBe(false);
  });

  it('drops scenes that are no longer listed (deleted elsewhere) from the selection', () => {
    expect(keptListed(['a', 'gone', 'b'], ['b', 'a'])).toEqual(['a', 'b']);
  });

  it("asks about 'this scene' for one and 'these scenes' for more", () => {
    const messages = { one: 'Are you sure you want to delete this scene?', many: 'Are you sure you want to delete these scenes?' };
    expect(deleteQuestion(1, messages)).toBe(messages.one);
    expect(deleteQuestion(2, messages)).toBe(messages.many);
  });
});
