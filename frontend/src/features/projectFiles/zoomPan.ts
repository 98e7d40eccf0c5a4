// Zoom and pan of the image and SVG viewers, as pure steps: zoom about a point (the pointer, or the
// centre for the buttons) keeps that point still; the scale stays between 1/4 and 8 times the fitted size.

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 8;
export const FITTED: View = { scale: 1, x: 0, y: 0 };

/** The view zoomed by `factor` about the point (px from the frame's centre), keeping that point under it. */
export const zoomAbout = (view: View, factor: number, px: number, py: number): View => {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor));
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
};

export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });

/** The wheel's zoom factor: a notch (100 px of deltaY) zooms by 1.2, either way. */
export const wheelFactor = (deltaY: number): number => Math.pow(1.2, -deltaY / 100);
