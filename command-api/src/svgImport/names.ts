// Names and ids of imported elements. Illustrator writes a layer "Scene" as id="Scene", or
// "Scene_1_" when the name repeats, and a space as "_x20_"; tags are matched on the name so decoded.
// Ids are derived, never random: the same file always gives the same document.
import type { XmlElement } from './xmlTree';

/** The layer name Illustrator meant: data-name when written, else the id decoded. */
export const layerName = (element: XmlElement): string => {
  const raw = element.attrs['data-name'] ?? element.attrs.id ?? '';
  return raw
    .replace(/_x([0-9A-Fa-f]{2,4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/_\d+_$/, '')
    .trim()
    .slice(0, 200);
};

/** The id shown in messages: as the file has it, so the author finds it in the layers. */
export const displayID = (element: XmlElement): string => element.attrs.id ?? element.attrs['data-name'] ?? `<${element.name}>`;

/** True when the element's name is exactly the tag ("Scene", "Scene_1_", data-name "Scene"). */
export const isNamed = (element: XmlElement, name: string): boolean => layerName(element).toLowerCase() === name.toLowerCase();

/** True when the element's name begins with the tag ("erase", "erase_2_", "Erase board"). */
export const isTagged = (element: XmlElement, tag: string): boolean => layerName(element).toLowerCase().startsWith(tag);

/** Hands out ids unique within one import: the name's letters and a running number. */
export class IdMaker {
  private next = 0;

  /** How many ids were handed out: every element made, kept or not. */
  get count(): number {
    return this.next;
  }

  make(name: string): string {
    this.next += 1;
    const base =
      name
        .replace(/[^A-Za-z0-9_-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 32) || 'element';
    return `${base}-${this.next}`;
  }
}
