/** Unique keys are compared case-insensitively and without surrounding spaces. */
export const nameKey = (name: string): string => name.trim().toLowerCase();
