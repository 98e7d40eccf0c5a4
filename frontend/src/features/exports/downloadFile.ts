// Saving an export's MP4 under a readable name. The file is fetched first (the session cookie goes
// with it) so that a failure can be told apart and answered with the plain link (spec 002 section 8).

/** Fetches the file and hands it to the browser as a download; throws when it cannot be read. */
export const saveFromUrl = async (url: string, fileName: string): Promise<void> => {
  const answer = await fetch(url, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`The download answered ${answer.status}`);
  const href = URL.createObjectURL(await answer.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL only holds memory after that.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
};
