// The route stores an import's embedded pictures as files: finding them, and putting the addresses in.
import { Messages, type SceneDocument } from '@wb/contracts';
import { embeddedImagesOf, withImageAddresses } from './embeddedImages';
import { importSvg } from './importSvg';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
<g id="Scene">
  <image id="Photo" width="10" height="10" xlink:href="data:image/png;base64,iVBO
  Rw0KGgo="/>
  <g id="Icons"><image id="Icon" width="10" height="10" href="data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"/></g>
  <rect id="Board" width="10" height="10"/>
</g>
<g id="Animation"><g id="image_photo"/><g id="image_icons"/><g id="image_board"/></g>
</svg>`;

describe('the pictures embedded in an import', () => {
  const { document, problems } = importSvg(svg, { sceneID: 's', fileName: 'pictures.svg' });
  const images = embeddedImagesOf(document);

  it('are found in document order with their type, extension and bytes', () => {
    expect(problems).toEqual([]);
    expect(images.map((i) => [i.mimeType, i.extension])).toEqual([
      ['image/png', 'png'],
      ['image/svg+xml', 'svg'],
    ]);
    expect(images[0]?.base64).toBe('iVBORw0KGgo=');
    expect(Buffer.from(images[1]?.base64 ?? '', 'base64').toString('utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('are replaced by their stored addresses, everything else unchanged', () => {
    const addresses = new Map(images.map((image, i) => [image.elementID, `/api/v1/blobs/svg/picture-${i}.${image.extension}`]));
    const stored: SceneDocument = withImageAddresses(document, addresses);
    const srcs = (elements: SceneDocument['elements']): (string | undefined)[] => elements.flatMap((e) => [e.src, ...srcs(e.elements ?? [])]).filter((src) => src !== undefined);
    expect(srcs(stored.elements)).toEqual(['/api/v1/blobs/svg/picture-0.png', '/api/v1/blobs/svg/picture-1.svg']);
    expect(stored.elements[2]?.type).toBe('rect');
    expect(stored.duration).toBe(document.duration);
    expect(document.elements[0]?.src?.startsWith('data:')).toBe(true);
  });
});

it('refuses an embedded picture of a type the scene cannot store', () => {
  const bmp = '<svg xmlns="http://www.w3.org/2000/svg"><g id="Scene"><image id="Old" href="data:image/bmp;base64,Qk0="/></g><g id="Animation"><g id="image"/></g></svg>';
  expect(importSvg(bmp, { sceneID: 's', fileName: 'a.svg' }).problems.map((p) => p.where)).toEqual(['Old']);
});

describe('a picture linked to another site', () => {
  const linked = (where: string): string =>
    '<svg xmlns="http://www.w3.org/2000/svg"><defs><symbol id="Badge"><image id="Tracker" href="https://attacker.example/track.png"/></symbol></defs>' +
    `<g id="Scene">${where}</g><g id="Animation"><g id="image"/></g></svg>`;

  it('is refused, naming the image and its address, as a linked file is', () => {
    const result = importSvg(linked('<image id="Tracker" href="https://attacker.example/track.png"/>'), { sceneID: 's', fileName: 'a.svg' });
    expect(result.problems).toEqual([{ message: Messages.importImageNotEmbedded('Tracker', 'https://attacker.example/track.png'), where: 'Tracker' }]);
    expect(JSON.stringify(result.document)).not.toContain('attacker.example');
  });

  it('is refused when it is drawn through a <use> too', () => {
    const result = importSvg(linked('<g id="Badges"><use href="#Badge"/></g>'), { sceneID: 's', fileName: 'a.svg' });
    expect(result.problems).toEqual([{ message: Messages.importImageNotEmbedded('Tracker', 'https://attacker.example/track.png'), where: 'Tracker' }]);
    expect(JSON.stringify(result.document)).not.toContain('attacker.example');
  });
});
