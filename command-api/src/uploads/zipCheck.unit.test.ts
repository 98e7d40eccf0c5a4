// A zip's central directory read at its end: an honest archive passes however well it compresses
// within reason, and one whose entries claim terabytes (the same deflated run listed again and again)
// is refused, whatever the chunks it arrives in.
import { deflateRawSync } from 'node:zlib';
import { ApiError } from '@wb/platform';
import { zipCheck } from './zipCheck';

/** A zip whose entries are deflated `data`, each claiming `claimed` bytes unpacked (its real size by default). */
const zipOf = (entries: readonly { name: string; data: Buffer; claimed?: number }[], repeatDirectory = 1): Buffer => {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, claimed } of entries) {
    const packed = deflateRawSync(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(claimed ?? data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, Buffer.from(name), packed);
    for (let copy = 0; copy < repeatDirectory; copy++) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(8, 10);
      header.writeUInt32LE(packed.length, 20);
      header.writeUInt32LE(claimed ?? data.length, 24);
      header.writeUInt16LE(name.length, 28);
      header.writeUInt32LE(offset, 42);
      directory.push(header, Buffer.from(name));
    }
    offset += 30 + name.length + packed.length;
  }
  const listing = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length * repeatDirectory, 10);
  end.writeUInt32LE(listing.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, listing, end]);
};

const verdictOf = (zip: Buffer, chunk = 1000): string | null => {
  const check = zipCheck();
  try {
    for (let at = 0; at < zip.length; at += chunk) check.write(zip.subarray(at, at + chunk));
    check.end();
    return null;
  } catch (err) {
    if (err instanceof ApiError) return err.message;
    throw err;
  }
};

describe('a zip upload', () => {
  it('passes an honest archive, text compressed many times over included', () => {
    const zip = zipOf([
      { name: 'notes.txt', data: Buffer.from('a whiteboard video '.repeat(2000)) },
      { name: 'zeros.bin', data: Buffer.alloc(50 * 1024 * 1024) },
    ]);
    expect(verdictOf(zip)).toBeNull();
  });

  it('refuses entries that claim terabytes, in any chunks', () => {
    const bomb = zipOf([{ name: 'zeros.bin', data: Buffer.alloc(1024 * 1024), claimed: 0xfffffffe }], 500);
    expect(bomb.length).toBeLessThan(100_000);
    const message = 'That zip file would unpack to 1999.9 GB, too much to be a real archive (at most 100 times its size, or 1 GB).';
    expect(verdictOf(bomb)).toBe(message);
    expect(verdictOf(bomb, 1)).toBe(message);
    expect(verdictOf(bomb, bomb.length)).toBe(message);
  });

  it('takes a file without a directory at its end as no archive to judge (the content check judged it a zip)', () => {
    expect(verdictOf(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(5000, 7)]))).toBeNull();
  });
});
