import { nextSelection } from './useKitState';

describe('selection in the grid', () => {
  it('selects only the clicked file on a plain click', () => {
    expect(nextSelection(['a', 'b'], 'c', false)).toEqual(['c']);
  });
  it('toggles the clicked file with cmd/ctrl held', () => {
    expect(nextSelection(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(nextSelection(['a', 'b'], 'a', true)).toEqual(['b']);
  });
});
