// A zip upload's central directory, read from the last bytes as they stream past, and refused when
// its entries claim to unpack to far more than an archive of that size could (a zip bomb: a few
// kilobytes listed as terabytes, often the same deflated run under many names). Nothing of ours
// unpacks an upload; this keeps such a file from being handed on to the people who would.
import { bytesText } from '@wb/contracts';
import { ApiError } from '@wb/platform';

/** Unpacked bytes any archive may claim, and how many times its own size beyond that. */
const ALWAYS_ALLOWED_BYTES = 1024 * 1024 * 1024;
const MAX_RATIO = 100;
/** The tail kept: the end record, its comment and a central directory of tens of thousands of entries. */
const TAIL_BYTES = 4 * 1024 * 1024;

const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const ENTRY = 0x02014b50;
const SATURATED = 0xffffffff;

export const zipBombRefusal = (unpacked: number): ApiError => {
  const message = `That zip file would unpack to ${bytesText(unpacked)}, too much to be a real archive (at most ${MAX_RATIO} times its size, or ${bytesText(ALWAYS_ALLOWED_BYTES)}).`;
  return new ApiError('fileTooLarge', message, { file: message });
};

interface Directory {
  /** Where the directory ends, as an offset into the tail. */
  readonly end: number;
}

/** The end-of-central-directory record, searched from the end (a comment of up to 64 KB may follow it). */
const directoryIn = (tail: Buffer, tailStart: number): Directory | null => {
  for (let at = tail.length - 22; at >= Math.max(0, tail.length - 22 - 0xffff); at--) {
    if (tail.readUInt32LE(at) !== END) continue;
    let size = tail.readUInt32LE(at + 12);
    let offset = tail.readUInt32LE(at + 16);
    const locator = at - 20;
    if ((size === SATURATED || offset === SATURATED) && locator >= 0 && tail.readUInt32LE(locator) === ZIP64_LOCATOR) {
      const record = Number(tail.readBigUInt64LE(locator + 8)) - tailStart;
      if (record < 0 || record + 56 > tail.length || tail.readUInt32LE(record) !== ZIP64_END) return null;
      size = Number(tail.readBigUInt64LE(record + 40));
      offset = Number(tail.readBigUInt64LE(record + 48));
    }
    return { end: offset + size - tailStart };
  }
  return null;
};

/** One directory entry's length and the size it claims unpacked (from its zip64 field when saturated). */
const entryAt = (tail: Buffer, at: number): { length: number; unpacked: number } | null => {
  if (at + 46 > tail.length || tail.readUInt32LE(at) !== ENTRY) return null;
  const nameLength = tail.readUInt16LE(at + 28);
  const extraLength = tail.readUInt16LE(at + 30);
  const length = 46 + nameLength + extraLength + tail.readUInt16LE(at + 32);
  let unpacked = tail.readUInt32LE(at + 24);
  if (unpacked === SATURATED) {
    for (let field = at + 46 + nameLength; field + 4 <= at + 46 + nameLength + extraLength;) {
      const id = tail.readUInt16LE(field);
      const size = tail.readUInt16LE(field + 2);
      if (id === 0x0001 && size >= 8 && field + 12 <= tail.length) unpacked = Number(tail.readBigUInt64LE(field + 4));
      field += 4 + size;
    }
  }
  return { length, unpacked };
};

/**
 * What the entries in the tail claim unpacked, walked from the first entry whose chain ends exactly at
 * the directory's end (a directory longer than the tail counts the entries the tail holds).
 */
const claimedUnpacked = (tail: Buffer, end: number): number => {
  for (let start = tail.indexOf('PK\x01\x02', 0, 'latin1'); start >= 0 && start < end; start = tail.indexOf('PK\x01\x02', start + 1, 'latin1')) {
    let total = 0;
    let at = start;
    for (let entry = entryAt(tail, at); entry && at < end; entry = entryAt(tail, at)) {
      total += entry.unpacked;
      at += entry.length;
    }
    if (at === end) return total;
  }
  return 0;
};

export interface ZipCheck {
  write(chunk: Buffer): void;
  /** The end of the file: throws the refusal when its directory claims too much. */
  end(): void;
}

/** A check of one zip file, fed its bytes in order; holds at most its last TAIL_BYTES (and one chunk). */
export const zipCheck = (): ZipCheck => {
  let chunks: Buffer[] = [];
  let held = 0;
  let seen = 0;
  return {
    write(chunk) {
      chunks.push(chunk);
      held += chunk.length;
      seen += chunk.length;
      while (chunks.length > 1 && held - (chunks[0]?.length ?? 0) >= TAIL_BYTES) held -= chunks.shift()?.length ?? 0;
    },
    end() {
      const tail = Buffer.concat(chunks);
      chunks = [];
      const directory = directoryIn(tail, seen - tail.length);
      if (directory === null || directory.end < 0 || directory.end > tail.length) return;
      const unpacked = claimedUnpacked(tail, directory.end);
      if (unpacked > Math.max(ALWAYS_ALLOWED_BYTES, MAX_RATIO * seen)) throw zipBombRefusal(unpacked);
    },
  };
};
