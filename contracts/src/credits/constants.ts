// The credits' limits and defaults: spec 002 sections 5 and 9, and the bounds the spec leaves to us
// (docs/decisions/credits.md).

export const CreditsDefaults = {
  /** Section 9: the spacer's default height. */
  spacerHeight: 300,
  /** Section 9: a new partner logo's width and position. */
  logoWidth: 300,
  logoX: 0,
  logoY: 0,
  /** Section 9: the preview draws partner logos in a box this wide. */
  previewLogoWidth: 600,
  /** Section 9: the drag-reorder animation. */
  reorderAnimationMs: 150,
  /** The organisation whose section heads the default credits (section 9 names none). */
  organisationName: 'Whiteboard Studio',
  otherSectionTitle: 'Other',
} as const;

/** Section 5: the roles the Add new credit form offers. */
export const CREDIT_ROLES = ['Voiceover', 'Illustrator', 'Video Editor', 'Script Editor'] as const;

export const CreditsLimits = {
  maxItems: 500,
  maxLogos: 20,
  maxTextLength: 200,
  maxLogoWidth: 4000,
  maxOffset: 20_000,
  maxSpacerHeight: 5000,
  /** The size of credits.png: the stage size of a scene (section 9). */
  imageWidth: 1920,
  imageHeight: 1080,
} as const;
