// The end of an export the user asked to be told about (spec 002 section 4: a desktop notification
// says 'Scenes have finished recording', and a bell plays if exporterSettings.playBell is on; section 8:
// a browser without notifications says so). The bell and its setting are Play all's (projectFiles).
import { ringBell } from '../projectFiles/bell';
import { readPlayBell } from '../projectFiles/playAll';

export const FINISHED_NOTICE = 'Scenes have finished recording';
export const NO_DESKTOP_NOTIFICATIONS = 'This browser does not support desktop notification';

/** Whether this browser can show desktop notifications at all. */
export const desktopNoticesSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Asks for the permission while the click that chose 'Notify me' is still being handled (browsers
 * ignore a request made later, outside a user gesture). Answers whether notices can be shown.
 */
export const askToNotify = async (): Promise<'granted' | 'refused' | 'unsupported'> => {
  if (!desktopNoticesSupported()) return 'unsupported';
  if (Notification.permission === 'granted') return 'granted';
  if (Notification.permission === 'denied') return 'refused';
  return (await Notification.requestPermission()) === 'granted' ? 'granted' : 'refused';
};

/** The notice itself, and the bell when the user keeps it on; a refused permission leaves only the bell. */
export const announceFinished = (): void => {
  if (desktopNoticesSupported() && Notification.permission === 'granted') new Notification(FINISHED_NOTICE);
  if (readPlayBell()) ringBell();
};
