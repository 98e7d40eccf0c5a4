// Sizes of the timeline, in CSS pixels.
export const TimelineLayout = { nameWidth: 200, rowHeight: 26, rulerHeight: 28, handleWidth: 6, diamond: 10 } as const;
