// An event type in plain words, for a history's kind column and its filter ('ProjectRenamed' is
// 'Project renamed'). Derived from the name, so a new event type needs no entry anywhere.

export const historyKindOf = (type: string): string => {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words.map((w, i) => (i === 0 ? w : /^[A-Z]+$/.test(w) && w.length > 1 ? w : w.toLowerCase())).join(' ');
};
