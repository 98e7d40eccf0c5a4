// One fixture per rule of spec 002 section 5, "Scene file import": each refused file is answered with
// the rule's exact message, where it is, and an empty document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Messages } from '@wb/contracts';
import { importSvg } from './importSvg';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const importFixture = (name: string) => importSvg(fixture(name), { sceneID: 'scene-1', fileName: name });

describe('importing a file that breaks a rule', () => {
  const cases: [string, string, { message: string; where: string | null }[]][] = [
    ['without a Scene or an Animation group', 'missing-groups.svg', [{ message: Messages.missingGroups, where: null }]],
    ['with more scene than animation elements', 'count-mismatch.svg', [{ message: Messages.countMismatch, where: null }]],
    [
      'whose image curves are not grouped',
      'ungrouped-image-curve.svg',
      [
        { message: Messages.countMismatch, where: null },
        { message: Messages.importUngroupedImageCurve('image_1_'), where: 'image_1_' },
        { message: Messages.importUngroupedImageCurve('image_2_'), where: 'image_2_' },
      ],
    ],
    ['with an animated curve that has a fill', 'fill-on-animated-curve.svg', [{ message: Messages.importFillOnAnimatedCurve('draw_dot'), where: 'draw_dot' }]],
    ['with an animated curve that has a stroke and a fill', 'stroke-and-fill.svg', [{ message: Messages.importStrokeAndFill('draw_dot'), where: 'draw_dot' }]],
    ['with a filled path in an animation group', 'fill-on-path-in-group.svg', [{ message: Messages.importFillOnPathInGroup('second_curve', 'draw_dots'), where: 'second_curve' }]],
    ['with a rasterized layer in an animation group', 'raster-in-animation.svg', [{ message: Messages.importRasterInAnimation('Layer_5', 'draw_dots'), where: 'Layer_5' }]],
    ['with a move group but no path tagged motion', 'move-without-motion.svg', [{ message: Messages.importMoveWithoutMotion('move_ball'), where: 'move_ball' }]],
    ['with more than 1500 characters of text', 'too-much-text.svg', [{ message: Messages.tooMuchText(1575), where: null }]],
    ['with a tab in a text', 'tabs.svg', [{ message: Messages.tabsNotAllowed, where: 'Heading' }]],
    ['with a character the handwriting font cannot draw', 'missing-glyph.svg', [{ message: Messages.importMissingGlyph('☃', 'Formula'), where: 'Formula' }]],
    [
      'with a script address or a linked file as an image',
      'javascript-image.svg',
      [
        { message: Messages.importImageRefused('Evil'), where: 'Evil' },
        { message: Messages.importImageNotEmbedded('Linked', 'photo.png'), where: 'Linked' },
      ],
    ],
  ];

  it.each(cases)('refuses a file %s with the exact message', (_, file, problems) => {
    const result = importFixture(file);
    expect(result.problems).toEqual(problems);
    expect(result.document.elements).toEqual([]);
  });

  it('lists every problem of the file, not just the first', () => {
    expect(importFixture('every-problem.svg').problems).toEqual([
      { message: Messages.countMismatch, where: null },
      { message: Messages.importFillOnAnimatedCurve('filled_curve'), where: 'filled_curve' },
      { message: Messages.importRasterInAnimation('Raster', 'move_label'), where: 'Raster' },
      { message: Messages.importMoveWithoutMotion('move_label'), where: 'move_label' },
      { message: Messages.tabsNotAllowed, where: 'Label' },
      { message: Messages.importMissingGlyph('☃', 'Label'), where: 'Label' },
    ]);
  });

  it('quotes the spec word for word', () => {
    expect(Messages.missingGroups).toBe("Couldn't find Scene and/or Animation group(s)...");
    expect(Messages.countMismatch).toBe('The number of scene elements was different from the number of animation elements!');
    expect(Messages.tooMuchText(1575)).toBe("There's too much text to render (1575 characters) smoothly! The maximum is 1500, consider cutting the scene into two parts.");
    expect(Messages.tabsNotAllowed).toBe('Sorry, tabs are not allowed!');
  });
});

describe('the text limit', () => {
  const withText = (text: string): string => `<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene"><text id="T" y="50">${text}</text></g><g id="Animation"><g id="a"/></g></svg>`;

  it('takes exactly 1500 characters', () => {
    expect(importSvg(withText('a'.repeat(1500)), { sceneID: 's', fileName: 'a.svg' }).problems).toEqual([]);
  });

  it('refuses 1501, saying how many there are', () => {
    expect(importSvg(withText('a'.repeat(1501)), { sceneID: 's', fileName: 'a.svg' }).problems).toEqual([{ message: Messages.tooMuchText(1501), where: null }]);
  });

  it('reports a missing glyph once per character and text', () => {
    expect(importSvg(withText('☃ and ☃ and ✈'), { sceneID: 's', fileName: 'a.svg' }).problems.map((p) => p.message)).toEqual([
      Messages.importMissingGlyph('☃', 'T'),
      Messages.importMissingGlyph('✈', 'T'),
    ]);
  });

  it('draws the accents, Greek letters, arrows and math of section 9', () => {
    expect(importSvg(withText('¿Qué? αβγ → • ± √ × ÷ ñ'), { sceneID: 's', fileName: 'a.svg' }).problems).toEqual([]);
  });
});
