// The exporter's words. Spec 002 sections 4 and 8 word for word; the page's own explanations after them
// (docs/decisions/screenRecorder.md).
export const RecorderMessages = {
  finished: 'Scenes have finished recording',
  noNotifications: 'This browser does not support desktop notification',
  noFiles: 'No files loaded',
  howToStart: 'Select scenes on a project’s Scenes dashboard and choose Record screen: this window opens with them.',
  popOutBlocked: 'The browser blocked the controller window, so the controller is here. Allow pop-ups for this site, or open it with the button.',
  popOutClosed: 'The controller window was closed, so the controller is here.',
  someMissing: (missing: number) =>
    `${missing} of the chosen items ${missing === 1 ? 'no longer exists or is' : 'no longer exist or are'} not yours to view, so ${missing === 1 ? 'it is' : 'they are'} left out.`,
  nothingToPlay: 'None of the chosen items can be shown: they were deleted, or you may no longer view them.',
} as const;
