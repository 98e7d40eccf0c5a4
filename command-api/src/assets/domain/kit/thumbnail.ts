// A kit thumbnail is shown to anyone once the kit is public: only an image its setter uploaded as a
// kit thumbnail (the rule every attached file follows, uploads/domain/storedFile.ts).
import { Messages } from '@wb/contracts';
import type { DomainError } from '../../../shared/domain/domainError';
import { attachRefusal, type StoredLookup } from '../../../uploads/domain/storedFile';

const KIT_THUMBNAIL = { field: 'thumbnail', purpose: 'kitThumbnail', otherPurpose: Messages.notAKitThumbnailUpload } as const;

/** The refusal of a kit thumbnail that is not the caller's own kit thumbnail upload, or null. */
export const kitThumbnailRefusal = (stored: StoredLookup, actorID: number | null): DomainError | null => attachRefusal(stored, actorID, KIT_THUMBNAIL);
