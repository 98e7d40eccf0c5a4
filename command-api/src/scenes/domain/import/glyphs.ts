// Which characters the handwriting font can draw (spec 002 section 9: letters, digits, punctuation,
// math, symbols, arrows and bullets, Spanish accents, some Greek letters). A local list until the
// shared character set of contracts/src/scenes/handwriting/ lands: then hasGlyph answers from it.

const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
const spanish = 'áéíóúüñÁÉÍÓÚÜÑ¿¡';
const math = '×÷±≠≤≥≈∞√°∑∏∫π∆∂−²³½¼¾';
const symbols = '©®™€£¥§¶…–—‘’“”«»';
const arrowsAndBullets = '←↑→↓↔↕⇒⇐⇔•·◦▪';
const greek = 'αβγδεζηθλμνξρστφχψωΓΔΘΛΞΠΣΦΨΩ';

const glyphs = new Set([...printableAscii, ...spanish, ...math, ...symbols, ...arrowsAndBullets, ...greek]);

/** True when the handwriting font has a glyph for the character (line breaks need none). */
export const hasGlyph = (character: string): boolean => character === '\n' || glyphs.has(character);
