// The hostile files of issue 23, each with the purpose it is sent for, the name it is sent under and
// the answer it must get: a wrong extension, content that is not what its extension says, polyglots,
// a file over its bound, decompression bombs (a PNG and a JPEG claiming hundreds of millions of pixels
// in a few hundred bytes, a zip that unpacks to terabytes), SVGs with scripts, outside references and
// entities, and names with control characters. Built in memory: no file of them sits in the repository.
import { deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { pngHeaderOnly } from '@wb/platform';

export interface HostileFile {
  readonly what: string;
  /** The upload purpose (the form's key, tus's key metadata). */
  readonly purpose: string;
  readonly name: string;
  readonly bytes: Buffer;
  readonly status: number;
  readonly msg: string;
}

const MB = 1024 * 1024;
const NOT_SVG_SCRIPT = (element: string) => `This SVG file holds a <${element}> element, which could run code. Export it again without scripts.`;

export const realPng = (): Promise<Buffer> =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#3b5bdb' } })
    .png()
    .toBuffer();
const realJpeg = (): Promise<Buffer> =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#3b5bdb' } })
    .jpeg()
    .toBuffer();

/** A JPEG that is its markers up to a frame header claiming `width` x `height`, and no picture. */
const jpegHeaderOnly = (width: number, height: number): Buffer => {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const jfif = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, Buffer.from([0xff, 0xd9])]);
};

/** A PNG that is an HTML page too: the page in a text chunk right after the header. */
const pngHtmlPolyglot = async (): Promise<Buffer> => {
  const png = await realPng();
  const text = Buffer.from('Comment\0<html><body><script>fetch("/api/admin/addGrants")</script></body></html>', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.length);
  // The chunk's CRC is left wrong: a decoder skips a bad ancillary chunk, the check never decodes.
  const chunk = Buffer.concat([length, Buffer.from('tEXt'), text, Buffer.alloc(4)]);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
};

/** A JPEG whose comment segment holds a script page. */
const jpegHtmlPolyglot = async (): Promise<Buffer> => {
  const jpeg = await realJpeg();
  const page = Buffer.from('<!DOCTYPE html><script>alert(document.domain)</script>');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), page]);
  comment.writeUInt16BE(page.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
};

const zipEntry = (name: string, data: Buffer, unpacked: number) => ({ name: Buffer.from(name), packed: deflateRawSync(data, { level: 9 }), unpacked });

/**
 * A zip of one deflated run of zeros listed `entries` times in its central directory, each entry
 * claiming 4 GB unpacked (the overlapping entries of a non-recursive zip bomb): a few kilobytes that
 * unpack to entries x 4 GB.
 */
export const zipBomb = (entries: number): Buffer => {
  const entry = zipEntry('zeros.bin', Buffer.alloc(MB), 0xfffffffe);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(entry.packed.length, 18);
  local.writeUInt32LE(entry.unpacked, 22);
  local.writeUInt16LE(entry.name.length, 26);
  const body = Buffer.concat([local, entry.name, entry.packed]);
  const directory = Buffer.concat(
    Array.from({ length: entries }, (_, i) => {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(8, 10);
      header.writeUInt32LE(entry.packed.length, 20);
      header.writeUInt32LE(entry.unpacked, 24);
      const name = Buffer.from(`zeros-${i}.bin`);
      header.writeUInt16LE(name.length, 28);
      return Buffer.concat([header, name]);
    }),
  );
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(body.length, 16);
  return Buffer.concat([body, directory, end]);
};

const svg = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}</svg>`);

export const hostileFiles = async (): Promise<HostileFile[]> => {
  const png = await realPng();
  return [
    { what: 'a program under an image purpose', purpose: 'avatar', name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00\x03', 'latin1'), status: 400, msg: 'Wrong file type.' },
    { what: 'a name without an extension', purpose: 'asset', name: 'README', bytes: Buffer.from('hello'), status: 400, msg: 'Wrong file type.' },
    { what: 'a JPEG named .png', purpose: 'avatar', name: 'face.png', bytes: await realJpeg(), status: 400, msg: 'That file is not a real .png file.' },
    { what: 'an HTML page named .png', purpose: 'asset', name: 'page.png', bytes: Buffer.from('<html><script>alert(1)</script></html>'), status: 400, msg: 'That file is not a real .png file.' },
    {
      what: 'an HTML page named .svg',
      purpose: 'svg',
      name: 'page.svg',
      bytes: Buffer.from('<!DOCTYPE html><html><svg></svg><script>alert(1)</script></html>'),
      status: 400,
      msg: 'That file is not a real .svg file.',
    },
    { what: 'a PNG that is an HTML page too', purpose: 'asset', name: 'poly.png', bytes: await pngHtmlPolyglot(), status: 400, msg: 'That file is not a real .png file.' },
    { what: 'a JPEG that is an HTML page too', purpose: 'kitThumbnail', name: 'poly.jpg', bytes: await jpegHtmlPolyglot(), status: 400, msg: 'That file is not a real .jpg file.' },
    {
      what: 'a design file that is an HTML page',
      purpose: 'design',
      name: 'poster.afdesign',
      bytes: Buffer.from('\n<!doctype html><body onload="alert(1)">'),
      status: 400,
      msg: 'That file is not a real .afdesign file.',
    },
    { what: 'an avatar over its 10 MB bound', purpose: 'avatar', name: 'huge.png', bytes: Buffer.concat([png, Buffer.alloc(10 * MB)]), status: 413, msg: 'That file is too large (at most 10 MB).' },
    {
      what: 'a 20,000 x 20,000 PNG of a few hundred bytes',
      purpose: 'asset',
      name: 'bomb.png',
      bytes: pngHeaderOnly(20_000, 20_000),
      status: 413,
      msg: 'That image is too large: 20,000 x 20,000 pixels (at most 268,402,689 pixels).',
    },
    {
      what: 'a 60,000 x 60,000 JPEG of a few dozen bytes',
      purpose: 'avatar',
      name: 'bomb.jpg',
      bytes: jpegHeaderOnly(60_000, 60_000),
      status: 413,
      msg: 'That image is too large: 60,000 x 60,000 pixels (at most 268,402,689 pixels).',
    },
    {
      what: 'a zip of a few kilobytes that unpacks to 200 GB',
      purpose: 'camtasia',
      name: 'project.zip',
      bytes: zipBomb(50),
      status: 413,
      msg: 'That zip file would unpack to 199.9 GB, too much to be a real archive (at most 100 times its size, or 1 GB).',
    },
    { what: 'an SVG with a script', purpose: 'svg', name: 'script.svg', bytes: svg('<script>alert(document.cookie)</script>'), status: 400, msg: NOT_SVG_SCRIPT('script') },
    {
      what: 'an SVG with an event handler',
      purpose: 'asset',
      name: 'handler.svg',
      bytes: svg('<rect width="10" height="10" onmouseover="alert(1)"/>'),
      status: 400,
      msg: 'This SVG file holds an event handler (onmouseover), which could run code. Export it again without scripts.',
    },
    {
      what: 'an SVG with a javascript: link',
      purpose: 'svg',
      name: 'link.svg',
      bytes: svg('<a xlink:href="java&#x09;script:alert(1)"><text>Go</text></a>'),
      status: 400,
      msg: 'This SVG file holds a script address (xlink:href), which could run code. Export it again without scripts.',
    },
    {
      what: 'an SVG with a picture on another site',
      purpose: 'svg',
      name: 'tracker.svg',
      bytes: svg('<image href="https://tracker.example/pixel.png" width="1" height="1"/>'),
      status: 400,
      msg: 'This SVG file refers to a file elsewhere (https://tracker.example/pixel.png), which is never fetched. Embed it and export again.',
    },
    {
      what: 'an SVG importing a stylesheet',
      purpose: 'asset',
      name: 'styled.svg',
      bytes: svg('<style>@import url(https://evil.example/x.css);</style>'),
      status: 400,
      msg: 'This SVG file refers to a file elsewhere (https://evil.example/x.css), which is never fetched. Embed it and export again.',
    },
    {
      what: 'an SVG declaring entities (a billion laughs)',
      purpose: 'svg',
      name: 'laughs.svg',
      bytes: Buffer.concat([Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY l0 "lol"><!ENTITY l1 "&l0;&l0;&l0;&l0;&l0;&l0;&l0;&l0;">]>'), svg('<text>&l1;</text>')]),
      status: 400,
      msg: 'This SVG file declares XML entities, which are never expanded. Export it again without a DTD.',
    },
    {
      what: 'an SVG with an external entity',
      purpose: 'svg',
      name: 'passwd.svg',
      bytes: Buffer.concat([Buffer.from('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>'), svg('<text>&x;</text>')]),
      status: 400,
      msg: 'This SVG file refers to an external entity (file:///etc/passwd), which is never fetched. Export it again without a DTD.',
    },
    {
      what: 'an SVG over the 20 MB an SVG may be, as an asset',
      purpose: 'asset',
      name: 'long.svg',
      bytes: svg(`<desc>${'x'.repeat(20 * MB)}</desc>`),
      status: 413,
      msg: 'That file is too large (at most 20 MB).',
    },
    {
      what: 'an SVG of one element with 200,000 attributes (the parser would take seconds over them)',
      purpose: 'svg',
      name: 'attributes.svg',
      bytes: svg(`<rect${Array.from({ length: 200_000 }, (_, i) => ` a${i}="1"`).join('')}/>`),
      status: 400,
      msg: 'This SVG file has an element with more than 1,000 attributes, which no drawing needs. Export it again.',
    },
    {
      what: 'an SVG nesting groups 100,000 deep',
      purpose: 'asset',
      name: 'deep.svg',
      bytes: svg(`${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}`),
      status: 400,
      msg: 'This SVG file nests elements more than 256 deep, deeper than browsers draw. Export it again with fewer groups.',
    },
    ...['bell\u0007.png', 'line\nbreak.png', 'c1\u0085.png', 'photo\u202Egnp.png'].map((name) => ({
      what: `a name with a control character (${JSON.stringify(name)})`,
      purpose: 'asset',
      name,
      bytes: png,
      status: 400,
      msg: 'A file name of 1 to 255 characters, without slashes or control characters.',
    })),
  ];
};
