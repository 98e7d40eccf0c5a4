// Real uploads for the library's tests: since issue 16 a call records a file only when its address is
// the caller's own stored upload whose name, type and size agree with it, so a test uploads one first.
// `uploadedFile` answers the `{url, name, type, size}` addFilesToKit takes (or /project/addFile's parts).
import sharp from 'sharp';
import { pngOf, uploadForm } from '../uploads/uploadsWorld';
import type { Person } from '../shared/people';

/** Small files that pass the upload's content check, by extension. */
const bytesFor = async (extension: string): Promise<Buffer> => {
  switch (extension) {
    case 'png':
      return pngOf(4, 4);
    case 'jpg':
    case 'jpeg':
      return sharp(await pngOf(4, 4))
        .jpeg()
        .toBuffer();
    case 'gif':
      return sharp(await pngOf(4, 4))
        .gif()
        .toBuffer();
    // One MPEG-1 layer III frame (128 kbit/s, 44.1 kHz): 417 bytes from its header.
    case 'mp3':
      return Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(413)]);
    case 'svg':
      return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>');
    case 'pdf':
      return Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    case 'md':
    case 'txt':
      return Buffer.from('# Notes\n');
    case 'gdoc':
      return Buffer.from('{"doc_id":"1"}');
    // A Photoshop head: the signature 8BPS and version 1 (a design upload, not an asset one).
    case 'psd':
      return Buffer.concat([Buffer.from('8BPS'), Buffer.from([0, 1]), Buffer.alloc(20)]);
    default:
      throw new Error(`no sample bytes for .${extension}: add them to storedUploads.ts`);
  }
};

export interface UploadedFile {
  readonly url: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * Uploads a small real file of the name's extension as `who` (purpose asset unless given); `bytes`
 * when the test needs a file of its own (another size than the sample's).
 */
export const uploadedFile = async (who: Person, name: string, purpose = 'asset', given?: Buffer): Promise<UploadedFile> => {
  const type = (name.split('.').pop() ?? 'png').toLowerCase();
  const bytes = given ?? (await bytesFor(type));
  const answer = await uploadForm(who.client, { key: purpose, file: { name, bytes } });
  if (answer.status !== 200) throw new Error(`upload ${name} (${purpose}): ${answer.status} ${JSON.stringify(answer.body)}`);
  return { url: answer.body.url as string, name, type, size: bytes.length };
};
