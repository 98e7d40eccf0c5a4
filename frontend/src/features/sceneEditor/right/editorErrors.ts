// What the Errors tab lists (spec 002 sections 5 and 8): a saved document that could not be read,
// text over the scene's limit, and characters the handwriting font has no glyph for.
import { Messages, SceneLimits, walkElements, type SceneDocument } from '@wb/contracts';

export interface EditorError {
  id: string;
  message: string;
  /** The element the error is about, to select it from the list. */
  elementID: string | null;
}

/** Characters without a glyph, per text element, as the handwriting layout reports them. */
export type MissingGlyphs = (text: string) => string[];

export const editorErrorsOf = (document: SceneDocument, problem: string | null, missingGlyphs: MissingGlyphs | null = null): EditorError[] => {
  const errors: EditorError[] = [];
  if (problem) errors.push({ id: 'document', message: problem, elementID: null });
  let characters = 0;
  for (const element of walkElements(document.elements)) {
    if (element.type !== 'text' || !element.text) continue;
    characters += element.text.length;
    for (const glyph of missingGlyphs ? missingGlyphs(element.text) : []) {
      errors.push({
        id: `${element.id}-${glyph}`,
        elementID: element.id,
        message: `The character "${glyph}" in ${element.name} is missing from the font library: it is drawn as "?". Please report it, or use a similar character.`,
      });
    }
  }
  if (characters > SceneLimits.maxTextCharacters) errors.push({ id: 'tooMuchText', elementID: null, message: Messages.tooMuchText(characters) });
  return errors;
};
