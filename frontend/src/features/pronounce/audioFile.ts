// What the guide accepts as audio, and the upload messages of spec 001 (sections 5 and 8, word for word).
import { Messages } from '@wb/contracts';

/** Spec 001 section 5: pronunciation audio mp3/wav/ogg; recordings in the browser are webm (section 9). */
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'webm'] as const;
/** What the file chooser offers: the extensions and their usual types. */
export const AUDIO_ACCEPT = '.mp3,.wav,.ogg,.webm,audio/mpeg,audio/wav,audio/x-wav,audio/ogg,audio/webm';

/** The upload endpoint's purpose key for pronunciation audio. */
export const UPLOAD_KEY = 'pronunciation' as const;
/** Spec 001 section 9: recorded in 100 ms slices. */
export const RECORDING_SLICE_MS = 100;

export const UploadMessages = {
  wrongFileType: Messages.wrongFileType,
  uploadFailed: Messages.uploadFailed,
  noUrl: Messages.noUploadUrl,
} as const;

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const isAcceptedAudio = (fileName: string): boolean => (AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** The name a recording is uploaded under, from the moment it was made (the server makes the key). */
export const recordingFileName = (at: Date): string => `recording-${at.toISOString().replace(/[:.]/g, '-')}.webm`;
