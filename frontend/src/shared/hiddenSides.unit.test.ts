import { hiddenSides } from './hiddenSides';

describe('the sides of a scrolling table with columns out of sight', () => {
  it('is none when the table fits', () => {
    expect(hiddenSides(0, 500, 500)).toEqual({ left: false, right: false });
  });

  it('is the right at the start, both in the middle, the left at the end', () => {
    expect(hiddenSides(0, 640, 538)).toEqual({ left: false, right: true });
    expect(hiddenSides(50, 640, 538)).toEqual({ left: true, right: true });
    expect(hiddenSides(102, 640, 538)).toEqual({ left: true, right: false });
  });

  it('ignores the fraction of a pixel a zoomed page leaves', () => {
    expect(hiddenSides(101.5, 640, 538)).toEqual({ left: true, right: false });
  });
});
