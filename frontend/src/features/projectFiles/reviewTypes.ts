// What may be uploaded for review, by Layers panel section (spec 002 section 5: svg, mov, avi, mp4, and
// images png, jpeg, jpg, gif). The client refuses other files before sending a byte; the server checks again.
import { extensionOf, type ReviewFile } from '@wb/contracts';

export type FileSection = ReviewFile['type'];

export const SECTIONS: readonly { section: FileSection; title: string; extensions: readonly string[] }[] = [
  { section: 'svg', title: 'SVGs', extensions: ['svg'] },
  { section: 'video', title: 'Videos', extensions: ['mp4', 'mov', 'avi'] },
  { section: 'image', title: 'Images', extensions: ['png', 'jpeg', 'jpg', 'gif'] },
];

/** The section a file of this name belongs in, or null when review takes no such file. */
export const sectionOfName = (name: string): FileSection | null => {
  const ext = extensionOf(name);
  return SECTIONS.find((s) => s.extensions.includes(ext))?.section ?? null;
};

/** The file input's accept list for a section. */
export const acceptOf = (section: FileSection): string => (SECTIONS.find((s) => s.section === section)?.extensions ?? []).map((e) => `.${e}`).join(',');

/** Why a file cannot be uploaded into a section, or null. */
export const refusalFor = (section: FileSection, name: string): string | null => {
  if (sectionOfName(name) === section) return null;
  const allowed = SECTIONS.find((s) => s.section === section)?.extensions ?? [];
  return `${name}: only ${allowed.join(', ')} files go here`;
};
