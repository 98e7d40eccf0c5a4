/** The colours a scene label may take (spec 001 section 5), in the order the dialog offers them. */
export const LabelColors = ['default', 'red', 'orange', 'yellow', 'green', 'blue'] as const;
export type LabelColor = (typeof LabelColors)[number];
