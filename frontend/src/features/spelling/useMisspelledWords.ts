// The misspelled words of some texts that the user has neither saved nor dismissed: what the Spelling
// Errors list shows and what the project header's dot asks about.
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { readDismissedWords } from './dismissedWords';
import { useSavedWordsQuery } from './dictionaryApi';
import { misspelledWords, type Speller } from './spellCheck';
import { loadSpeller } from './speller';
import { dismissedWordsRestored, selectDismissedFor, selectDismissedWords } from './spellingSlice';

export type MisspelledWords = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; words: string[] };

const useSpeller = (): Speller | 'loading' | 'failed' => {
  const [speller, setSpeller] = useState<Speller | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadSpeller().then(
      (s) => live && setSpeller(s),
      () => live && setSpeller('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return speller;
};

/** The signed-in user's dismissed words, restored from the browser once per user; false until they are. */
const useDismissedRestored = (): boolean => {
  const dispatch = useAppDispatch();
  const userID = useAppSelector(selectCurrentUser)?.userID ?? null;
  const dismissedFor = useAppSelector(selectDismissedFor);
  useEffect(() => {
    if (userID !== null && dismissedFor !== userID) dispatch(dismissedWordsRestored({ userID, words: readDismissedWords(userID) }));
  }, [dispatch, userID, dismissedFor]);
  // Without a user (none signed in) there is nothing kept to wait for.
  return userID === null || dismissedFor === userID;
};

export const useMisspelledWords = (texts: readonly string[]): MisspelledWords => {
  const speller = useSpeller();
  const saved = useSavedWordsQuery(undefined);
  const restored = useDismissedRestored();
  const dismissed = useAppSelector(selectDismissedWords);
  const savedWords = saved.data?.words;
  return useMemo((): MisspelledWords => {
    if (speller === 'failed' || saved.isError) return { status: 'failed' };
    if (speller === 'loading' || savedWords === undefined || !restored) return { status: 'loading' };
    const hidden = new Set(dismissed);
    const words = misspelledWords(
      texts,
      speller,
      savedWords.map((w) => w.word),
    ).filter((w) => !hidden.has(w.toLowerCase()));
    return { status: 'ready', words };
  }, [speller, saved.isError, savedWords, restored, dismissed, texts]);
};

/** For the project header's dot (spec 002): whether the texts hold misspelled words not yet saved or dismissed. */
export const useHasUnsavedMisspelledWords = (texts: readonly string[]): boolean => {
  const found = useMisspelledWords(texts);
  return found.status === 'ready' && found.words.length > 0;
};
