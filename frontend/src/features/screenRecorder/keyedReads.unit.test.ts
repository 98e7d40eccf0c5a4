import type { ReviewFile, SceneDocument } from '@wb/contracts';
import { inParts, keyedDocument, keyedFile, withKey } from './keyedReads';

const ORIGIN = 'https://studio.example';
const KEY = 'Abc_def-123';
const PICTURE = '/api/v1/blobs/sceneImage/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png';

describe('reads with an access key', () => {
  it('asks for a long list in parts of at most one call', () => {
    const ids = Array.from({ length: 250 }, (_, i) => `id-${i}`);
    const parts = inParts(ids);
    expect(parts.map((part) => part.length)).toEqual([100, 100, 50]);
    expect(parts.flat()).toEqual(ids);
    expect(inParts([])).toEqual([]);
  });

  it("adds the key to this product's stored files only, never to another site's address", () => {
    expect(withKey(PICTURE, KEY, ORIGIN)).toBe(`${PICTURE}?key=${KEY}`);
    expect(withKey(`${ORIGIN}${PICTURE}`, KEY, ORIGIN)).toBe(`${ORIGIN}${PICTURE}?key=${KEY}`);
    expect(withKey(`${PICTURE}?download=1`, 'a b&c', ORIGIN)).toBe(`${PICTURE}?download=1&key=a+b%26c`);
    expect(withKey(`https://elsewhere.example${PICTURE}`, KEY, ORIGIN)).toBe(`https://elsewhere.example${PICTURE}`);
    expect(withKey('/api/project/get', KEY, ORIGIN)).toBe('/api/project/get');
    expect(withKey('data:image/png;base64,AAAA', KEY, ORIGIN)).toBe('data:image/png;base64,AAAA');
  });

  it('adds it to every picture of a document, inside groups and masks too, and changes nothing else', () => {
    const image = { id: 'i', name: 'Picture', type: 'image', start: 0, duration: 1000, props: {}, keyframes: {}, src: PICTURE } as const;
    const document = {
      sceneID: 's',
      duration: 1000,
      elements: [image, { id: 'g', name: 'Group', type: 'group', start: 0, duration: 1000, props: {}, keyframes: {}, elements: [image], maskElements: [image] }],
    } as unknown as SceneDocument;
    const keyed = keyedDocument(document, KEY, ORIGIN);
    const sources = JSON.stringify(keyed).match(/"src":"[^"]+"/g);
    expect(sources).toEqual(Array(3).fill(`"src":"${PICTURE}?key=${KEY}"`));
    expect(JSON.parse(JSON.stringify(keyed).replaceAll(`?key=${KEY}`, ''))).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("adds it to a file's address, its versions' and its video's copy and poster", () => {
    const file = {
      fileID: 'f',
      url: PICTURE,
      versions: [{ version: 1, url: PICTURE, createdOn: '', size: 1 }],
      media: { durationMs: 1, frameRate: null, width: null, height: null, playable: false, proxyUrl: PICTURE, posterUrl: null, state: 'ready' },
    } as unknown as ReviewFile;
    const keyed = keyedFile(file, KEY, ORIGIN);
    expect([keyed.url, keyed.versions[0]?.url, keyed.media?.proxyUrl, keyed.media?.posterUrl]).toEqual([`${PICTURE}?key=${KEY}`, `${PICTURE}?key=${KEY}`, `${PICTURE}?key=${KEY}`, null]);
    expect(keyedFile({ ...file, media: null }, KEY, ORIGIN).media).toBeNull();
  });
});
