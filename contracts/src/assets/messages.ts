import type { MessageTable } from '../kernel/messages';

// Spec 001 sections 4, 5 and 8, word for word (the upload and lock messages are their areas').
// The refusals at the end are ours (docs/decisions/assets.md).
export const AssetMessages = {
  confirmDeleteFile: 'Are you sure you want to delete this file?',
  confirmDeleteFiles: (n: number) => `Are you sure you want to delete these ${n} files?`,
  confirmDeleteFolder: 'Are you sure you want to delete this folder?',
  onlyVersion: 'This is the only version of this asset.',
  noTagsForAsset: 'No tags for this asset.',
  noProjectsForAsset: 'No projects associated with this asset.',
  noResultsFound: 'No results found',
  loadingText: 'Loading',
  noFiltersApplied: 'No filters applied',
  noPreviewYet: 'No preview yet',
  createNewTag: 'Create new tag',
  everyFileNeedsKit: 'Every file must be added to a Kit.',
  holdUp: 'Hold up!',
  kitNameRequired: 'A kit needs a name.',
  kitExists: 'A kit with that name already exists.',
  kitNotFound: 'That kit was not found.',
  fileNotFound: 'That file was not found.',
  directoryNotFound: 'That folder was not found.',
  tagNotFound: 'That tag was not found.',
  linkNotFound: 'That file is not in that kit.',
  noUploadsToAllKit: "Files can't be added to the All kit. Choose a kit.",
  // What a call may name as a stored file (docs/decisions/uploads-and-blobs.md, Blob access): the caller's own upload,
  // described truly by the name, type and size given with it.
  notAnUploadAddress: 'That is not the address of an uploaded file.',
  noStoredFile: 'No file is stored at that address.',
  uploadedBySomeoneElse: 'That file was uploaded by someone else: upload it yourself.',
  notAKitThumbnailUpload: 'A kit thumbnail must be an image uploaded as a kit thumbnail (jpeg, jpg or png).',
  storedExtensionDiffers: (extension: string) => `The stored file is a .${extension} file: the name must end in .${extension}.`,
  storedTypeDiffers: (extension: string) => `The stored file is a .${extension} file.`,
  storedSizeDiffers: (size: number) => `The stored file is ${size} bytes.`,
  dailyDownloadLimitReached: "You have reached today's download limit. Try again tomorrow.",
} as const satisfies MessageTable;
