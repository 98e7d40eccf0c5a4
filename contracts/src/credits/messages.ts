import type { MessageTable } from '../kernel/messages';

// Spec 002 sections 2 and 8 word for word; the refusals after them are ours (docs/decisions/credits.md).
export const CreditsMessages = {
  creditsHeading: 'Credits',
  creditsExportFailed: 'Uh-oh, something went wrong exporting credits.',
  creditsExist: 'These credits exist already: reload to see them.',
  creditsProjectNotFound: 'This project does not exist.',
  creditsNothingToChange: 'Send items, partnerLogos or spacer.',
  creditsNotFound: 'This project has no credits yet.',
  creditsLogoNotImage: 'A partner logo must be an image uploaded as a partner logo (png, jpg or jpeg).',
  // Ours (docs/decisions/projectContents.md).
  creditEntryExists: 'A credit with that id exists already.',
  creditEntryNotFound: 'These credits have no entry with that id.',
} as const satisfies MessageTable;
