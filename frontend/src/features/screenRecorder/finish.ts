// The end of a recording (spec 002 section 4): a desktop notification 'Scenes have finished recording'
// and the bell when exporterSettings.playBell is on; a browser without notifications gets section 8's
// alert. The bell and the setting are the review's Play all ones (projectFiles).
import { ringBell } from '../projectFiles/bell';
import { readPlayBell } from '../projectFiles/playAll';
import { RecorderMessages } from './messages';

const notifications = (): typeof Notification | null => ('Notification' in window ? window.Notification : null);

/** Asked when the page opens, so the notification at the end needs no click then. */
export const askNotificationPermission = (): void => {
  const api = notifications();
  if (api?.permission === 'default') void api.requestPermission().catch(() => undefined);
};

export const announceFinished = (alert: (message: string) => void): void => {
  if (readPlayBell()) ringBell();
  const api = notifications();
  if (!api) {
    alert(RecorderMessages.noNotifications);
    return;
  }
  const show = () => new api(RecorderMessages.finished);
  if (api.permission === 'granted') show();
  else if (api.permission === 'default')
    void api
      .requestPermission()
      .then((answer) => answer === 'granted' && show())
      .catch(() => undefined);
};
