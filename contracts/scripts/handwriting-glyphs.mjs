// Generates contracts/src/scenes/handwriting/glyphs.data.ts: the stroke glyphs of the handwriting font,
// from the Hershey fonts of the `hersheytext` package (the Hershey data are public domain, the package MIT).
// Regenerate after changing this script:  node contracts/scripts/handwriting-glyphs.mjs
//
// The face is Hershey "Script 1-stroke" (svg_fonts/HersheyScript1.svg, which also carries Latin-1 accents
// such as á ñ ü ¿ ¡). What it lacks is taken from other Hershey faces of hersheytext.json: Greek from
// "Greek 1-stroke" (lowercase scaled to the script's x-height, all slanted like the script), math and
// arrows from "Math (lower)", bullets and shapes from "Symbolic"; a few are composed here (✓ ✗ ◦ ↔ ≈ …).
//
// Units are Hershey units (the SVG font draws 31.5 font units per Hershey unit, 1000 per em), y down with
// the baseline at 0, x from the pen position. Each glyph is stored as "advance|x,y x,y ...;x,y ..." where
// ';' separates strokes (pen lifts), so the data module stays small and needs no parsing library.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('hersheytext/package.json'));
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../src/scenes/handwriting/glyphs.data.ts');

const FONT_UNITS = 31.5;
const round = (v) => Math.round(v * 10) / 10;

/**
 * Strokes of an SVG path of absolute M, L and C commands: the Hershey data are polylines; the few curves
 * (ß, ç, the cedilla) are flattened into 8 segments each, so every stroke stays a polyline.
 */
const parsePath = (d, transform) => {
  const strokes = [];
  const tokens = d.match(/[MLC]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi);
  let current = null;
  let command = 'M';
  let last = [0, 0];
  const number = (i) => Number(tokens[i]);
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i];
    if (t === 'M' || t === 'L' || t === 'C') {
      command = t;
      i += 1;
      continue;
    }
    if (command === 'C') {
      const [x1, y1, x2, y2, x, y] = [0, 1, 2, 3, 4, 5].map((k) => number(i + k));
      const [x0, y0] = last;
      for (let k = 1; k <= 8; k += 1) {
        const u = k / 8;
        const v = 1 - u;
        const px = v * v * v * x0 + 3 * v * v * u * x1 + 3 * v * u * u * x2 + u * u * u * x;
        const py = v * v * v * y0 + 3 * v * v * u * y1 + 3 * v * u * u * y2 + u * u * u * y;
        current.push(transform(px, py));
      }
      last = [x, y];
      i += 6;
      continue;
    }
    last = [number(i), number(i + 1)];
    const point = transform(last[0], last[1]);
    i += 2;
    if (command === 'M') {
      current = [point];
      strokes.push(current);
      command = 'L';
    } else current.push(point);
  }
  return strokes.filter((s) => s.length > 1);
};

const decode = (s) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const glyphs = new Map();
const add = (char, advance, strokes) => {
  if (!glyphs.has(char)) glyphs.set(char, { advance, strokes });
};

// 1. The script face, with its accents.
const svg = readFileSync(join(root, 'svg_fonts/HersheyScript1.svg'), 'utf8');
for (const m of svg.matchAll(/<glyph unicode="([^"]*)" glyph-name="[^"]*" horiz-adv-x="([^"]*)"(?: d="([^"]*)")?/g)) {
  const char = decode(m[1]);
  if (char === ' ' || char === '\u00a0' || !m[3]) continue;
  add(
    char,
    round(Number(m[2]) / FONT_UNITS),
    parsePath(m[3], (x, y) => [x / FONT_UNITS, -y / FONT_UNITS]),
  );
}

// 2. Glyphs of the other faces: hersheytext.json holds ASCII 33.. in order, baseline at y 22.
const json = JSON.parse(readFileSync(join(root, 'hersheytext.json'), 'utf8'));
const BEARING = 2;
const fromFace = (face, index, { scale = 1, slant = 0, dy = 0 } = {}) => {
  const source = json[face].chars[index];
  const raw = parsePath(source.d, (x, y) => [x * scale, (y - 22) * scale + dy]);
  const slanted = raw.map((s) => s.map(([x, y]) => [x - y * slant, y]));
  const xs = slanted.flat().map((p) => p[0]);
  const minX = Math.min(...xs);
  const width = Math.max(...xs) - minX;
  return { advance: round(width + 2 * BEARING), strokes: slanted.map((s) => s.map(([x, y]) => [x - minX + BEARING, y])) };
};
const ascii = (c) => c.charCodeAt(0) - 33;

// Greek 1-stroke follows the Symbol-font layout (a=α, q=θ, w=ω ...). Its lowercase x-height is 14 units
// against the script's 9, so lowercase is scaled down; the script slants about 0.35, Greek gets a lighter 0.2.
const greekLower = 'αa βb γg δd εe ζz ηh θq ιi κk λl μm νn ξx οo πp ρr σs τt υu φf χc ψy ωw';
const greekUpper = 'ΑA ΒB ΓG ΔD ΕE ΖZ ΗH ΘQ ΙI ΚK ΛL ΜM ΝN ΞX ΟO ΠP ΡR ΣS ΤT ΥU ΦF ΧC ΨY ΩW';
for (const pair of greekLower.split(' ')) {
  const g = fromFace('greek', ascii(pair[1]), { scale: 0.7, slant: 0.2 });
  add(pair[0], g.advance, g.strokes);
}
for (const pair of greekUpper.split(' ')) {
  const g = fromFace('greek', ascii(pair[1]), { slant: 0.2 });
  add(pair[0], g.advance, g.strokes);
}

// Math (lower): indexes of the face, found by drawing it.
const math = {
  '∓': 1,
  '≤': 5,
  '≥': 6,
  '∏': 25,
  '∑': 26,
  '≠': 30,
  '≡': 31,
  '∝': 61,
  '∞': 62,
  '√': 66,
  '∩': 70,
  '∈': 71,
  '→': 72,
  '↑': 73,
  '←': 74,
  '↓': 75,
  '∂': 76,
  '∇': 77,
  '∫': 79,
  '⊥': 89,
  '∠': 91,
  '∴': 93,
};
for (const [char, index] of Object.entries(math)) {
  const g = fromFace('mathlow', index);
  add(char, g.advance, g.strokes);
}

// Symbolic: bullets and shapes (filled ones are hatched with strokes in the Hershey data).
const symbolic = { '•': 32, '○': 39, '□': 40, '△': 41, '◇': 42, '☆': 43, '●': 47, '■': 48, '▲': 49, '§': 72, '★': 93 };
for (const [char, index] of Object.entries(symbolic)) {
  const g = fromFace('symbolic', index);
  add(char, g.advance, g.strokes);
}

// 3. Composed glyphs.
const shift = (strokes, dx, dy = 0) => strokes.map((s) => s.map(([x, y]) => [x + dx, y + dy]));
const circle = (cx, cy, r, n = 12) => Array.from({ length: n + 1 }, (_, i) => [cx + r * Math.cos((2 * Math.PI * i) / n), cy + r * Math.sin((2 * Math.PI * i) / n)]);
add('✓', 16, [
  [
    [2, -7],
    [6, -2],
    [14, -15],
  ],
]);
add('✔', 16, [
  [
    [2, -7],
    [6, -2],
    [14, -15],
  ],
  [
    [3, -7],
    [6, -3],
    [14, -15],
  ],
]);
add('✗', 16, [
  [
    [3, -14],
    [13, -1],
  ],
  [
    [13, -14],
    [3, -1],
  ],
]);
add('◦', 9, [circle(4.5, -9, 2.5)]);
{
  const right = fromFace('mathlow', 72);
  const left = fromFace('mathlow', 74);
  add('↔', right.advance, [...left.strokes, ...right.strokes.slice(1)]);
  const tilde = fromFace('mathlow', 94);
  add('≈', tilde.advance, [...shift(tilde.strokes, 0, -2.5), ...shift(tilde.strokes, 0, 2.5)]);
}
{
  const period = glyphs.get('.');
  add('…', round(period.advance * 2), [...period.strokes, ...shift(period.strokes, 5), ...shift(period.strokes, 10)]);
  // Typographic quotes and the minus sign that pasted text carries, drawn with their plain glyphs.
  add('\u2019', glyphs.get("'").advance, glyphs.get("'").strokes);
  add('\u2018', glyphs.get("'").advance, glyphs.get("'").strokes);
  add('\u2212', glyphs.get('-').advance, glyphs.get('-').strokes);
  // Code points that look the same as a glyph already made: increment, micro and ohm signs.
  for (const [alias, char] of [
    ['\u2206', 'Δ'],
    ['\u00b5', 'μ'],
    ['\u2126', 'Ω'],
  ])
    add(alias, glyphs.get(char).advance, glyphs.get(char).strokes);
}

const encode = ({ advance, strokes }) => `${advance}|${strokes.map((s) => s.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')).join(';')}`;
const lines = [...glyphs.entries()].map(([char, g]) => `  ${JSON.stringify(char)}: ${JSON.stringify(encode(g))},`);
const space = round(378 / FONT_UNITS);
writeFileSync(
  out,
  `// Generated by contracts/scripts/handwriting-glyphs.mjs from the Hershey fonts of hersheytext: do not edit,
// run \`node contracts/scripts/handwriting-glyphs.mjs\` to regenerate. The Hershey Fonts were originally created
// by Dr. A. V. Hershey while working at the U. S. National Bureau of Standards. The format of the Font data in
// this distribution was originally created by James Hurt, Cognition, Inc.
// Units are Hershey units, y down, baseline 0; each glyph is "advance|x,y x,y;x,y" with ';' between strokes.

/** Advance of a space, in Hershey units. */
export const SPACE_ADVANCE = ${space};

export const GLYPH_DATA: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`,
);
console.log(`${glyphs.size} glyphs written to ${out}`);
