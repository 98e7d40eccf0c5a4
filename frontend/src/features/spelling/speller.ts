// The en_US dictionary in the browser, loaded once and only when a spell check first needs it (about
// 600 KB, from the client's own assets: spec 002 section 7, "an en_US dictionary is fetched from an
// assets path"). dictionary-en's entry reads files with node:fs, so its two files are bundled as
// assets by path (docs/decisions/spelling.md).
import affUrl from '../../../../node_modules/dictionary-en/index.aff?url';
import dicUrl from '../../../../node_modules/dictionary-en/index.dic?url';
import type { Speller } from './spellCheck';

let loading: Promise<Speller> | null = null;

/** A file small enough for the bundler to inline comes as a base64 data: address (fetching it is refused by the content security policy). */
const inlinedText = (url: string): string | null => {
  const match = /^data:[^,]*;base64,(.*)$/s.exec(url);
  if (!match?.[1]) return null;
  return new TextDecoder().decode(Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0)));
};

const textAt = async (url: string): Promise<string> => {
  const inlined = inlinedText(url);
  if (inlined !== null) return inlined;
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`The dictionary could not be loaded (${answer.status})`);
  return answer.text();
};

const load = async (): Promise<Speller> => {
  const [{ default: nspell }, aff, dic] = await Promise.all([import('nspell'), textAt(affUrl), textAt(dicUrl)]);
  return nspell(aff, dic);
};

/** The one speller of the page; a failed load is tried again at the next need. */
export const loadSpeller = (): Promise<Speller> => {
  loading ??= load().catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
};
