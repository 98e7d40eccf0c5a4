import { randomBytes } from 'node:crypto';
import { contentMatches } from './contentCheck';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), randomBytes(200)]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
const ZIP = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), randomBytes(100)]);

describe('the content of an upload against its extension', () => {
  it.each([
    ['png', PNG], ['jpg', JPEG], ['jpeg', JPEG], ['pdf', PDF], ['ai', PDF], ['zip', ZIP],
    ['md', Buffer.from('# Title\n\nSome *text*, été.')],
    ['svg', Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- drawn --><svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['afdesign', randomBytes(500)],
  ])('accepts a real .%s', async (extension, bytes) => {
    expect(await contentMatches(extension, bytes, true)).toBe(true);
  });

  it.each([
    ['png', JPEG], ['jpg', PNG], ['png', Buffer.from('<html></html>')], ['pdf', ZIP], ['zip', PNG],
    ['md', Buffer.from([0x61, 0x00, 0x62])], ['txt', Buffer.from([0xff, 0xfe, 0xfd])],
    ['svg', Buffer.from('<html><svg></svg></html>')],
    ['afdesign', PNG],
  ])('refuses a .%s that is something else', async (extension, bytes) => {
    expect(await contentMatches(extension, bytes, true)).toBe(false);
  });

  it('accepts text whose head was cut inside a character', async () => {
    const text = Buffer.from('aé');
    expect(await contentMatches('txt', text.subarray(0, 2), false)).toBe(true);
  });
});
