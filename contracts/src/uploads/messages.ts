import type { MessageTable } from '../kernel/messages';

// Spec sections 5 and 8, word for word; the size, quota and form-order refusals are ours (the spec
// names none).
export const UploadMessages = {
  wrongFileType: 'Wrong file type.',
  missingUploadKey: 'You must include a key for upload.',
  uploadFailed: 'Uh oh, something went wrong with that upload.',
  noUploadUrl: 'Uh oh, no URL returned for the upload.',
  fileTooLarge: (limit: string) => `That file is too large (at most ${limit}).`,
  contentMismatch: (extension: string) => `That file is not a real .${extension} file.`,
  noFile: 'Choose a file to upload.',
  blobNotFound: 'That file was not found.',
  keyAfterFile: 'Send the key for upload before the file.',
  uploadQuotaExceeded: (left: string, quota: string) => `That file does not fit in your upload space (${left} left of ${quota}).`,
} as const satisfies MessageTable;
