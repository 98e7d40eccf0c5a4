import type { MessageTable } from '../kernel/messages';

// Spec 002 section 8, word for word; the refusals after them are ours (docs/decisions/exports.md).
export const ExportMessages = {
  errorExporting: 'Error exporting',
  exportStale: 'Something went wrong, try exporting again.',
  sceneNotSaved: 'This scene has no saved document yet: open it in the editor and save it, then export it.',
  sceneExportNotFound: 'This scene export does not exist.',
  fileExportNotFound: 'This file export does not exist.',
  exportNotInProject: 'This export belongs to another project.',
  fileNotSvg: 'Only SVG files can be exported to video.',
} as const satisfies MessageTable;
