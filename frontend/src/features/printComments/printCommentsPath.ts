import type { PrintType } from './printFormat';

/** The print page's address for a project and a kind of file (the project's other screens link here). */
export const printCommentsPath = (projectID: string, type: PrintType = 'all'): string => `#/printcomments?projectID=${encodeURIComponent(projectID)}&type=${type}`;
