// A staged call lists files with what each gets; a file listed twice gets what both entries give it,
// each item once (by its key), and a file given nothing is left out (it has nothing to decide).

export const byFile = <F extends { readonly fileID: string }, T>(files: readonly F[], itemsOf: (file: F) => readonly T[], keyOf: (item: T) => string = String): Map<string, T[]> => {
  const grouped = new Map<string, Map<string, T>>();
  for (const file of files) {
    const items = grouped.get(file.fileID) ?? new Map<string, T>();
    for (const item of itemsOf(file)) if (!items.has(keyOf(item))) items.set(keyOf(item), item);
    grouped.set(file.fileID, items);
  }
  return new Map([...grouped].filter(([, items]) => items.size > 0).map(([fileID, items]) => [fileID, [...items.values()]]));
};
