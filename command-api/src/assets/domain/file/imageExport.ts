// Which files may be exported as images (spec section 5: the export control exists only for png,
// jpeg and jpg files): the rule the /assets/convertImage route asks before converting anything.
import { FileStatus, ImageExport } from '@wb/contracts';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import type { File } from './state';
import { fileNotFound } from '../errors';

export interface ExportSource {
  readonly url: string;
  readonly name: string;
}

const extensionOf = (path: string): string => {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(dot + 1).toLowerCase();
};

/** The file's current version to convert, or why it cannot be. */
export const exportSourceOf = (file: File, kitID: string | undefined): ExportSource | DomainError => {
  if (file === null) return fileNotFound();
  // As every other command on a deleted file: it is gone from the library.
  if (file.status === FileStatus.Deleted) return fileNotFound();
  if (kitID !== undefined && !(kitID in file.kits)) return fileNotFound();
  if (!(ImageExport.sources as readonly string[]).includes(extensionOf(file.url))) {
    return domainError('validation', 'Only png, jpeg and jpg images can be exported.', { fields: { fileID: 'Not a png, jpeg or jpg image' } });
  }
  return { url: file.url, name: file.name };
};
