// The review file types that are videos: a project's video for review is probed for its media.
import { projectFileKindOf, REVIEW_FILE_TYPES } from '@wb/contracts';

export const VIDEO_EXTENSIONS: string[] = REVIEW_FILE_TYPES.filter((type) => projectFileKindOf(type) === 'video');
