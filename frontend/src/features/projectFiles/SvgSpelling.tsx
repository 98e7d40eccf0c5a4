// The spell check of an SVG file under review (spec 002 "File review screens": the Spelling Errors list;
// the header's dot also shows for unsaved misspelled words). Mounted only while an SVG is open, so the
// dictionary loads only then.
import { useEffect } from 'react';
import { SpellingErrors, useHasUnsavedMisspelledWords } from '../spelling';
import { useSvgTextsQuery } from './projectFilesApi';

const NO_TEXTS: readonly string[] = [];

/** Tells the page whether the SVG at `url` has misspelled words not yet saved or dismissed. */
export function SvgSpellingWatch({ url, onUnsaved }: { url: string; onUnsaved(unsaved: boolean): void }) {
  const texts = useSvgTextsQuery(url).data ?? NO_TEXTS;
  const unsaved = useHasUnsavedMisspelledWords(texts);
  useEffect(() => {
    onUnsaved(unsaved);
    return () => onUnsaved(false);
  }, [unsaved, onUnsaved]);
  return null;
}

export function SvgSpellingErrors({ url }: { url: string }) {
  const texts = useSvgTextsQuery(url).data ?? NO_TEXTS;
  return <SpellingErrors texts={texts} />;
}
