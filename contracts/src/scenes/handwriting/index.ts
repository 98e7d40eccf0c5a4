// The handwriting stroke font: glyphs, layout and writing times of text (shared by the import and the player).
export { SUPPORTED_CHARACTERS, hasGlyph, containsTab, missingCharacters, MISSING_GLYPH_CHARACTER } from './glyphs';
export { layoutHandwriting, pxPerUnit, penWidth, type HandwritingLayout, type HandwritingStroke, type HandwritingStyle } from './layout';
export { textDuration, strokeProgressAt, easeInOutSine } from './timing';
