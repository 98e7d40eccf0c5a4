import { randomBytes } from 'node:crypto';
import { contentMatches } from './contentCheck';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), randomBytes(200)]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
const ZIP = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), randomBytes(100)]);
/** An opaque binary head (an Affinity file's, say): no known signature, NULs and high bytes. */
const OPAQUE = Buffer.concat([Buffer.from('00ff4b41', 'hex'), Buffer.alloc(200, 0x9c), Buffer.from([0, 1, 2, 3])]);
const AEP = Buffer.concat([Buffer.from('RIFX', 'latin1'), Buffer.from('0001e2a4', 'hex'), Buffer.from('Egg!', 'latin1'), Buffer.alloc(100, 0x07)]);

describe('the content of an upload against its extension', () => {
  it.each([
    ['png', PNG],
    ['jpg', JPEG],
    ['jpeg', JPEG],
    ['pdf', PDF],
    ['ai', PDF],
    ['zip', ZIP],
    ['md', Buffer.from('# Title\n\nSome *text*, été.')],
    ['svg', Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- drawn --><svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['afdesign', OPAQUE],
    ['dfont', OPAQUE],
    ['aep', AEP],
  ])('accepts a real .%s', async (extension, bytes) => {
    expect(await contentMatches(extension, bytes, true)).toBe(true);
  });

  it.each([
    ['png', JPEG],
    ['jpg', PNG],
    ['png', Buffer.from('<html></html>')],
    ['pdf', ZIP],
    ['zip', PNG],
    ['md', Buffer.from([0x61, 0x00, 0x62])],
    ['txt', Buffer.from([0xff, 0xfe, 0xfd])],
    ['svg', Buffer.from('<html><svg></svg></html>')],
    ['afdesign', PNG],
    ['aep', OPAQUE],
    ['aep', Buffer.from('<html><body>RIFX</body></html>')],
  ])('refuses a .%s that is something else', async (extension, bytes) => {
    expect(await contentMatches(extension, bytes, true)).toBe(false);
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body>hi</body></html>'],
    ['markup after white space', '\n\t  <div onclick="x()">'],
    ['an SVG', '\uFEFF<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a shell script', '#!/bin/sh\nrm -rf ~\n'],
    ['text with a script element inside', 'Notes for the designer\n<script src="https://evil.example/x.js"></script>'],
  ])('refuses as an opaque design file %s', async (_what, text) => {
    expect(await contentMatches('afdesign', Buffer.from(text), true)).toBe(false);
    expect(await contentMatches('asa', Buffer.from(text), true)).toBe(false);
  });

  it('refuses as an opaque file an HTML page in UTF-16', async () => {
    expect(await contentMatches('afpub', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html>', 'utf16le')]), true)).toBe(false);
  });

  it.each([
    ['png', Buffer.concat([PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')])],
    ['jpg', Buffer.concat([JPEG.subarray(0, 20), Buffer.from('<!DOCTYPE html><p>hi</p>')])],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00<svg onload=alert(1)>', 'latin1')],
  ])('refuses a .%s that is an HTML page too (a polyglot)', async (extension, bytes) => {
    expect(await contentMatches(extension, bytes, true)).toBe(false);
  });
  it('takes an svg whose DOCTYPE declares entities as an svg: the SVG check refuses it in its own words', async () => {
    expect(await contentMatches('svg', Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "]">]><svg xmlns="http://www.w3.org/2000/svg"/>'), true)).toBe(true);
  });
  it('accepts text whose head was cut inside a character', async () => {
    const text = Buffer.from('aé');
    expect(await contentMatches('txt', text.subarray(0, 2), false)).toBe(true);
  });
});
