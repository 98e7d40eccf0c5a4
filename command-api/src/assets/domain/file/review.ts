// A project's file for review (spec 002 section 5, "Upload types in review"): one uploaded by
// /project/addFile without a project asset type. It must be one of review's types, by its extension and
// by its stored bytes, and it is found again by its project and name, so the same name uploaded again
// becomes its next version (docs/decisions/projectFiles.md).
import { Messages, isReviewFileType } from '@wb/contracts';
import { domainError, type DomainError } from '../../../shared/domain/domainError';

/** What the route read of the stored file's first bytes: whether they are what its extension says. */
export interface ReviewCheck {
  readonly contentMatches: boolean;
}

/** A file for review: a project's own file, not one of its spec 001 assets (script, transcript...). */
export const isReviewUpload = (projectID: string | null, projectAssetType: string | null): boolean => projectID !== null && projectAssetType === null;

/** The key a project's file for review is found by: its project and its name (case-insensitive). */
export const reviewNameKey = (projectID: string, name: string): string => `${projectID}/${name}`;

const refusal = (field: string, message: string): DomainError => domainError('validation', message, { fields: { [field]: message } });

/** Why a review upload of this type and stored content is refused, or null. Unchecked content is refused. */
export const reviewUploadRefusal = (type: string, check: ReviewCheck | undefined): DomainError | null => {
  if (!isReviewFileType(type)) return refusal('type', Messages.notAReviewType);
  if (check?.contentMatches !== true) return refusal('url', Messages.reviewContentDiffers(type.toLowerCase()));
  return null;
};
