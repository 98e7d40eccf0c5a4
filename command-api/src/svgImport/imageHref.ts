// Which pictures an import can keep: only those embedded in the file (the route stores them as files of
// the product). A picture linked to another site is refused, not dropped: every viewer and the exporter
// would fetch it from there, and a scene that silently lost a picture is found out only when it plays.
// The author re-exports with the picture embedded, as for a picture linked to a file on their disk.
import { Messages, isEmbeddedImage, type ImportProblem } from '@wb/contracts';
import { displayID } from './names';
import { hrefOf, type XmlElement } from './xmlTree';

/** Why an <image> cannot be imported, or null when its picture is embedded in a type the scene stores. */
export const imageHrefProblem = (image: XmlElement): ImportProblem | null => {
  const id = displayID(image);
  const href = hrefOf(image)?.trim();
  // An empty address, or one the reader removed (javascript:, vbscript:, data:text/html).
  if (!href) return { message: Messages.importImageRefused(id), where: id };
  if (isEmbeddedImage(href)) return null;
  if (/^https?:\/\//i.test(href) || !/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return { message: Messages.importImageNotEmbedded(id, href.slice(0, 200)), where: id };
  }
  // Any other scheme (file:, blob:, a data: URI of another type).
  return { message: Messages.importImageRefused(id), where: id };
};
