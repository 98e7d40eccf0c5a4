// cmd/ctrl+C on a selected image (spec 001 section 4): the clipboard takes PNG images only, so any
// other image is drawn onto a canvas and copied as PNG.
export const copyImageToClipboard = async (url: string): Promise<void> => {
  const blob = await (await fetch(url, { credentials: 'include' })).blob();
  const png = blob.type === 'image/png' ? blob : await toPng(blob);
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
};

const toPng = async (blob: Blob): Promise<Blob> => {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/png'));
};
