import type { MessageTable } from '../kernel/messages';

// Spec 002 section 8 word for word (the first); the rest are ours (docs/decisions/learning.md).
export const LearningMessages = {
  learningLinkedElsewhere: 'Video is already linked to a different project',
  learningNotConfigured: 'The learning site is not configured on this server. Ask an administrator to set LEARNING_BASE_URL.',
  learningUnavailable: 'The learning site did not answer in time. Please try again later.',
  learningFailed: 'The learning site refused the request. Please try again later.',
  learningNodeNotFound: 'That video was not found on the learning site.',
  learningProjectNotFound: 'This project does not exist.',
  learningNotLinked: 'This project is not linked to a video on the learning site.',
  learningUnlinkConfirm: 'Unlink this project from its video on the learning site? The video stays on the site.',
} as const satisfies MessageTable;
