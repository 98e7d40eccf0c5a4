/**
 * The key a unique name (a project or folder name, an email) is reserved under: compared without
 * case, surrounding spaces, or invisible characters (zero-width and bidi controls: a name that differs
 * from a taken one only by them looks the same on screen), and in one Unicode normal form (NFC: "é"
 * typed as one or as two code points is one name).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/gu;

export const nameKey = (name: string): string => name.replace(INVISIBLE, '').normalize('NFC').trim().toLowerCase();
