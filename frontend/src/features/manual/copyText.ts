// Copies a short text. The Clipboard API needs a secure context and the page's focus; where it is
// missing or refuses, the older selection copy still works in every browser the product supports.

const copyBySelection = (text: string): boolean => {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
};

/** True when the text is on the clipboard. */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no focus, no permission): try the selection copy below.
  }
  return copyBySelection(text);
};
