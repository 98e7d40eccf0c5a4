// The bounds of the contents page's settings (the spec gives none; docs/decisions/projectContents.md).
export const ProjectContentsLimits = {
  linkUrlMax: 2000,
  linkNameMax: 200,
  linkTypeMax: 40,
  /** Links one project keeps. */
  maxLinks: 200,
} as const;
