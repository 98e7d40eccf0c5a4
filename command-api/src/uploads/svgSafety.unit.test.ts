// An uploaded SVG is read through whole: what could run code or reach outside the file is refused
// with its reason, the drawings tools export (Illustrator's <switch> and plain DOCTYPE, embedded
// pictures, links, gradients) pass, and a file split anywhere reads the same.
import { ApiError } from '@wb/platform';
import { MAX_ATTRIBUTES, MAX_DEPTH, SvgRefusals, svgCheck } from './svgSafety';

/** The refusal's message, or null when the file passes; fed in chunks of `size` bytes. */
const verdictOf = (text: string, size = 7): string | null => {
  const bytes = Buffer.from(text);
  const check = svgCheck();
  try {
    for (let at = 0; at < bytes.length; at += size) check.write(bytes.subarray(at, at + size));
    check.end();
    return null;
  } catch (err) {
    if (err instanceof ApiError) return err.message;
    throw err;
  }
};

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('an SVG that passes', () => {
  it.each([
    ['shapes, gradients and local references', svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" clip-path="url( \'#c\' )"/><use href="#g"/><use xlink:href="#g"/>')],
    ['an embedded picture', svg(`<image width="1" height="1" href="${PIXEL}"/>`)],
    ['a link to a web page', svg('<a href="https://example.com/help"><text>Help</text></a>')],
    [
      "Illustrator's plain DOCTYPE and <switch>",
      `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('<switch><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/"><i:pgfRef xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" xlink:href="#adobe_illustrator_pgf"/></foreignObject><g><circle r="5"/></g></switch>')}`,
    ],
    ['a style element with local rules', svg('<style>.a { fill: url(#g); stroke: red } @font-face { src: url(data:font/woff2;base64,AAAA) }</style><rect class="a"/>')],
    ['text that speaks of scripts', svg('<text>Use &lt;script&gt; and onload= with care: javascript: is refused.</text>')],
  ])('%s', (_what, text) => {
    expect(verdictOf(text)).toBeNull();
  });
});

describe('an SVG refused', () => {
  it.each([
    ['a script element', svg('<script>alert(1)</script>'), 'This SVG file holds a <script> element, which could run code. Export it again without scripts.'],
    [
      'a prefixed script element',
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
      'This SVG file holds a <svg:script> element, which could run code. Export it again without scripts.',
    ],
    [
      'HTML that loads a page',
      svg('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>'),
      'This SVG file holds a <iframe> element, which could run code. Export it again without scripts.',
    ],
    ['an event handler', svg('<rect/>', ' onload="alert(1)"'), 'This SVG file holds an event handler (onload), which could run code. Export it again without scripts.'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), 'This SVG file holds a script address (href), which could run code. Export it again without scripts.'],
    [
      'a javascript: link written with character references',
      svg('<a xlink:href="&#106;ava&#x09;script:alert(1)"><text>x</text></a>'),
      'This SVG file holds a script address (xlink:href), which could run code. Export it again without scripts.',
    ],
    [
      'an animation that sets a script address',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      'This SVG file holds a script address (to), which could run code. Export it again without scripts.',
    ],
    [
      'a picture on another site',
      svg('<image href="https://tracker.example/pixel.png"/>'),
      'This SVG file refers to a file elsewhere (https://tracker.example/pixel.png), which is never fetched. Embed it and export again.',
    ],
    [
      'a picture on the disk',
      svg('<image xlink:href="file:///home/me/photo.png"/>'),
      'This SVG file refers to a file elsewhere (file:///home/me/photo.png), which is never fetched. Embed it and export again.',
    ],
    ['a use of another file', svg('<use href="other.svg#shape"/>'), 'This SVG file refers to a file elsewhere (other.svg#shape), which is never fetched. Embed it and export again.'],
    [
      'a fill from another site',
      svg('<rect fill="url(https://evil.example/p.svg#g)"/>'),
      'This SVG file refers to a file elsewhere (https://evil.example/p.svg#g), which is never fetched. Embed it and export again.',
    ],
    [
      'a stylesheet import',
      svg('<style>@import url("https://evil.example/a.css");</style>'),
      'This SVG file refers to a file elsewhere (https://evil.example/a.css), which is never fetched. Embed it and export again.',
    ],
    [
      'a font from another site',
      svg('<style><![CDATA[@font-face { src: url(//fonts.example/f.woff) }]]></style>'),
      'This SVG file refers to a file elsewhere (//fonts.example/f.woff), which is never fetched. Embed it and export again.',
    ],
    [
      'a stylesheet instruction',
      `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`,
      'This SVG file refers to a file elsewhere (href="https://evil.example/a.css"), which is never fetched. Embed it and export again.',
    ],
    ['entities', `<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]>${svg('<text>&b;</text>')}`, 'This SVG file declares XML entities, which are never expanded. Export it again without a DTD.'],
    [
      'an external entity',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
      'This SVG file refers to an external entity (file:///etc/passwd), which is never fetched. Export it again without a DTD.',
    ],
    ['malformed XML', svg('<g><rect></g>'), 'This SVG file is not well-formed XML (line 1, column 96): unexpected close tag.'],
    ['a file cut in the middle', svg('<g><rect/>').slice(0, -6), 'This SVG file is not well-formed XML (line 1, column 93): unclosed tag: g.'],
  ])('%s', (_what, text, message) => {
    expect(verdictOf(text)).toBe(message);
  });

  it('reads the same whatever the chunks', () => {
    const text = svg(`${'<rect width="1"/>'.repeat(500)}<image href="https://tracker.example/p.png"/>`);
    expect(new Set([1, 3, 64, 4096, text.length].map((size) => verdictOf(text, size))).size).toBe(1);
    expect(verdictOf(text, 1)).toMatch(/^This SVG file refers to a file elsewhere/);
  });
});

describe('an SVG bounded in the work it takes', () => {
  const attributes = (count: number) => Array.from({ length: count }, (_, i) => ` a${i}="1"`).join('');
  const nested = (depth: number, leaf = '') => `${'<g>'.repeat(depth)}${leaf}${'</g>'.repeat(depth)}`;

  it(`passes an element with ${MAX_ATTRIBUTES} attributes and refuses one with more, before the parser's check of them all`, () => {
    expect(verdictOf(svg(`<rect${attributes(MAX_ATTRIBUTES - 1)}/>`), 4096)).toBeNull();
    expect(verdictOf(svg(`<rect${attributes(MAX_ATTRIBUTES + 1)}/>`), 4096)).toBe(SvgRefusals.tooManyAttributes);
    // 200,000 attributes: refused at the first one past the bound (the whole list would take the parser seconds).
    expect(verdictOf(svg(`<rect${attributes(200_000)}/>`), 65_536)).toBe(SvgRefusals.tooManyAttributes);
  });

  it(`passes elements nested ${MAX_DEPTH} deep (the svg element counting) and refuses deeper`, () => {
    expect(verdictOf(svg(nested(MAX_DEPTH - 1, '<rect/>')), 4096)).toBeNull();
    expect(verdictOf(svg(nested(MAX_DEPTH)), 4096)).toBe(SvgRefusals.tooDeep);
    // Siblings do not add up: only the open elements count.
    expect(verdictOf(svg(nested(MAX_DEPTH - 1).repeat(3)), 4096)).toBeNull();
  });
});
