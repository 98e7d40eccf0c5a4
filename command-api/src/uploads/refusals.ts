// The answers of a refused upload: the spec's messages, 400 (413 for size), naming the field to blame.
import { Messages, extensionOf, isUploadPurpose, purposeAccepts, sizeLimitText, UploadPurposes, type UploadPurposeName } from '@wb/contracts';
import { ApiError } from '@wb/platform';

export const missingKey = (): ApiError => new ApiError('validation', Messages.missingUploadKey, { key: Messages.missingUploadKey });
export const wrongFileType = (): ApiError => new ApiError('validation', Messages.wrongFileType, { file: Messages.wrongFileType });
export const noFile = (): ApiError => new ApiError('validation', Messages.noFile, { file: Messages.noFile });
export const contentMismatch = (extension: string): ApiError =>
  new ApiError('validation', Messages.contentMismatch(extension), { file: Messages.contentMismatch(extension) });

export const tooLarge = (purpose: UploadPurposeName): ApiError => {
  const message = Messages.fileTooLarge(sizeLimitText(purpose));
  return new ApiError('fileTooLarge', message, { file: message });
};

/** File names are metadata only, but still bounded and free of control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NAME = /^[^\u0000-\u001f\u007f/\\]{1,255}$/u;
export const badName = (): ApiError => new ApiError('validation', 'A file name of 1 to 255 characters, without slashes or control characters.', { name: 'Not a file name' });

export interface Declared {
  readonly purpose: UploadPurposeName;
  readonly extension: string;
  readonly name: string;
}

/** What can be checked before any byte is read: the purpose, the name and its extension, a declared size. */
export const checkDeclared = (key: string | undefined, name: string | undefined, size?: number): Declared => {
  if (key === undefined || key.trim() === '') throw missingKey();
  const purpose = key.trim();
  // An unknown purpose accepts no type at all.
  if (!isUploadPurpose(purpose)) throw wrongFileType();
  if (name === undefined || !NAME.test(name.normalize('NFC')) || name.trim() === '') throw badName();
  if (!purposeAccepts(purpose, name)) throw wrongFileType();
  if (size !== undefined && size > UploadPurposes[purpose].maxBytes) throw tooLarge(purpose);
  return { purpose, extension: extensionOf(name), name: name.normalize('NFC') };
};
