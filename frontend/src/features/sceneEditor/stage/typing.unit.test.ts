import { endsWord } from './typing';

describe('a typed word', () => {
  it('ends at a space or a line break, not inside the word', () => {
    expect(endsWord('Rain ')).toBe(true);
    expect(endsWord('Rain\n')).toBe(true);
    expect(endsWord('Rai')).toBe(false);
    expect(endsWord('')).toBe(false);
  });
});
