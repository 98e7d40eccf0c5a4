// Which sides of a sideways-scrolling frame have content out of sight (ScrollTable's shadows).

export interface HiddenSides {
  left: boolean;
  right: boolean;
}

/** A pixel of slack: zoomed pages report fractional scroll positions. */
export const hiddenSides = (scrollLeft: number, scrollWidth: number, clientWidth: number): HiddenSides => ({
  left: scrollLeft > 1,
  right: scrollWidth - clientWidth - scrollLeft > 1,
});
