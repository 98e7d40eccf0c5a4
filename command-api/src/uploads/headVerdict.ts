// What the first bytes of an upload say of it: whether they are what its extension says (contentCheck)
// and, for an image, whether the size its header declares may be stored. Pure but for file-type's
// detection; the guard and the first part of a resumable upload both ask it.
import type { ApiError } from '@wb/platform';
import { contentMatches, SNIFF_BYTES } from './contentCheck';
import { hasPixelSize, pixelSizeOf } from './imageSize';
import { contentMismatch, imageTooLarge } from './refusals';

/**
 * The most pixels an uploaded image may have: sharp's own default bound (16383 x 16383), above which
 * no image tool of ours would ever decode it. Far beyond any drawing or photo the product shows, and
 * below what a bomb claims (20,000 x 20,000 in a few hundred bytes). The image export holds a lower
 * bound of its own (ImageBounds), refused with its own words.
 */
const MAX_IMAGE_PIXELS = 16383 * 16383;
/** How far into a JPEG its frame header may sit (behind EXIF, ICC and XMP segments), as platform's readImageHeader. */
const IMAGE_HEADER_MAX_BYTES = 4 * 1024 * 1024;

/** 'pass', 'needMore' (hold more bytes and ask again) or the refusal. */
export type HeadVerdict = 'pass' | 'needMore' | ApiError;

/** `complete`: the head is the whole file. */
export const headVerdict = async (extension: string, head: Buffer, complete: boolean): Promise<HeadVerdict> => {
  const sniffed = head.subarray(0, SNIFF_BYTES);
  if (!(await contentMatches(extension, sniffed, complete && head.length <= SNIFF_BYTES))) return contentMismatch(extension);
  if (!hasPixelSize(extension)) return 'pass';
  const size = pixelSizeOf(extension, head);
  if (size === 'needMore') return complete || head.length >= IMAGE_HEADER_MAX_BYTES ? contentMismatch(extension) : 'needMore';
  if (size === 'unreadable') return contentMismatch(extension);
  return size.width * size.height > MAX_IMAGE_PIXELS ? imageTooLarge(size.width, size.height, MAX_IMAGE_PIXELS) : 'pass';
};
