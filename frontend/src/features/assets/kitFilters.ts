// The Filters tab's rules: by name text, file type and tag, over the files of the open kit or folder
// (or over the search's results).
import type { AssetFile, KitFile } from '@wb/contracts';

export interface KitFilters {
  text: string;
  types: string[];
  tagIDs: string[];
}

export const noFilters: KitFilters = { text: '', types: [], tagIDs: [] };

export const hasFilters = (f: KitFilters): boolean => f.text.trim() !== '' || f.types.length > 0 || f.tagIDs.length > 0;

/** Every word typed must start a word of the name (case-insensitive); any chosen type; all chosen tags. */
export const applyFilters = <F extends AssetFile>(files: readonly F[], f: KitFilters): F[] => {
  const words = f.text.toLowerCase().split(/\s+/).filter(Boolean);
  return files.filter((file) => {
    if (f.types.length > 0 && !f.types.includes(file.type)) return false;
    if (f.tagIDs.some((t) => !file.tags.some((tag) => tag.tagID === t))) return false;
    if (words.length === 0) return true;
    const nameWords = file.name.toLowerCase().split(/[\s_\-.]+/);
    return words.every((w) => nameWords.some((n) => n.startsWith(w)) || file.name.toLowerCase().includes(w));
  });
};

/** The types and tags present, to offer as filter choices. */
export const filterChoices = (files: readonly KitFile[]) => {
  const types = [...new Set(files.map((f) => f.type))].sort();
  const tags = new Map<string, string>();
  for (const f of files) for (const t of f.tags) tags.set(t.tagID, t.name);
  return { types, tags: [...tags].map(([tagID, name]) => ({ tagID, name })).sort((a, b) => a.name.localeCompare(b.name)) };
};
