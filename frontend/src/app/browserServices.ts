import { notifications } from '@mantine/notifications';
import { AuthPaths } from '@wb/contracts';
import { createApiClient } from '../api/apiClient';
import { changedNamesOf } from '../features/live/changeNames';
import type { Services } from './services';

const hashPath = () => window.location.hash.replace(/^#/, '') || '/';

/** The real side effects, used by the running client (tests inject fakes instead). */
export const createBrowserServices = (): Services => ({
  api: createApiClient(),
  notify: {
    error: (message) => notifications.show({ color: 'red', title: 'Uh oh', message, autoClose: 6000, closeButtonProps: { 'aria-label': 'Close the message' } }),
    success: (message) => notifications.show({ color: 'teal', message, autoClose: 4000, closeButtonProps: { 'aria-label': 'Close the message' } }),
  },
  navigate: (path, options) => {
    // A redirect replaces the entry it came from, so Back does not land on it again.
    if (options?.replace) window.location.replace(`#${path}`);
    else window.location.hash = path;
  },
  location: {
    current: hashPath,
    subscribe: (onChange) => {
      const listener = () => onChange(hashPath());
      window.addEventListener('hashchange', listener);
      return () => window.removeEventListener('hashchange', listener);
    },
  },
  subscribeToChanges: (onChange) => {
    const source = new EventSource(AuthPaths.events, { withCredentials: true });
    source.addEventListener('change', (event) => onChange(changedNamesOf((event as MessageEvent<string>).data)));
    // The browser reconnects a dropped stream by itself, but changes made meanwhile were never sent:
    // a reconnection counts as a change naming nothing, so the lists on screen are asked for again.
    let connectedBefore = false;
    source.addEventListener('open', () => {
      if (connectedBefore) onChange([]);
      connectedBefore = true;
    });
    return () => source.close();
  },
});
