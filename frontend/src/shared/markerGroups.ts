// Comment markers that would be drawn on top of each other (the same frame, the same ms, or times so
// close that at the bar's width their dots overlap) become one marker that shows how many it holds.
// One rule for every bar that draws comment markers: the video viewer's comment bar, the scene
// player's progress bar (review pages) and the scene editor's timeline ruler.

export interface MarkerGroup<T> {
  /** Where the group's marker is drawn, in the bar's pixels: its first (earliest) mark's place. */
  x: number;
  /** Its marks, earliest first (marks at the same place keep the order they were given in). */
  items: T[];
}

/**
 * The marks grouped by their place on the bar, in pixels: walking from left to right, a mark closer
 * than `minGap` to the current group's marker joins that group, otherwise it starts the next one. So
 * two drawn markers are always at least `minGap` apart, and a group's marker sits exactly at its
 * earliest mark (the one its click opens). A place that is not a number counts as the bar's start.
 */
export function groupMarkers<T>(marks: readonly T[], xOf: (mark: T) => number, minGap: number): MarkerGroup<T>[] {
  const placed = marks.map((mark, index) => {
    const x = xOf(mark);
    return { mark, index, x: Number.isFinite(x) ? x : 0 };
  });
  placed.sort((a, b) => a.x - b.x || a.index - b.index);
  const groups: MarkerGroup<T>[] = [];
  let current: MarkerGroup<T> | undefined;
  for (const { mark, x } of placed) {
    if (current && x - current.x < minGap) current.items.push(mark);
    else {
      current = { x, items: [mark] };
      groups.push(current);
    }
  }
  return groups;
}

/** A stacked marker's accessible name and tooltip: "3 comments at 0:07". */
export const stackLabel = (count: number, at: string): string => `${count.toLocaleString('en')} comments at ${at}`;

/** The count a stacked marker shows: past 99 it would not fit the dot. */
export const stackCount = (count: number): string => (count > 99 ? '99+' : String(count));
