export const initialsOf = (givenName: string, familyName: string): string => `${givenName.trim().charAt(0)}${familyName.trim().charAt(0)}`.toUpperCase() || '?';
