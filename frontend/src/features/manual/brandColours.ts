// The team's 19 named brand colours (spec 002, Manual: "19 named colours"; the spec names none of
// them, so the palette is ours: docs/decisions/manual.md). Hex in lower case, as it is pasted.

export interface BrandColour {
  name: string;
  hex: `#${string}`;
}

export const BrandColours: readonly BrandColour[] = [
  { name: 'Ink', hex: '#1b1f24' },
  { name: 'Graphite', hex: '#4a5058' },
  { name: 'Slate', hex: '#6b7785' },
  { name: 'Whiteboard', hex: '#f8f9fa' },
  { name: 'Marker Blue', hex: '#1c64d1' },
  { name: 'Sky', hex: '#4da3ff' },
  { name: 'Ocean Teal', hex: '#0f8b8d' },
  { name: 'Mint', hex: '#3cc49a' },
  { name: 'Leaf Green', hex: '#2f9e44' },
  { name: 'Lime', hex: '#94c11f' },
  { name: 'Sunshine Yellow', hex: '#ffd23f' },
  { name: 'Amber', hex: '#f59f00' },
  { name: 'Tangerine', hex: '#f76707' },
  { name: 'Coral', hex: '#ff6b6b' },
  { name: 'Marker Red', hex: '#e03131' },
  { name: 'Raspberry', hex: '#c2255c' },
  { name: 'Grape', hex: '#7048e8' },
  { name: 'Lavender', hex: '#b197fc' },
  { name: 'Cocoa', hex: '#8d5b3f' },
];

/** The toast a copied colour shows (spec 002, Manual), for 3 seconds (section 9: copied toast 3000 ms). */
export const copiedMessage = (hex: string): string => `Copied ${hex} to clipboard`;
export const COPIED_TOAST_MS = 3000;
