import { notifications } from '@mantine/notifications';
import { AuthPaths } from '@wb/contracts';
import { createApiClient } from '../api/apiClient';
import type { Services } from './services';

const hashPath = () => window.location.hash.replace(/^#/, '') || '/';

/** The real side effects, used by the running client (tests inject fakes instead). */
export const createBrowserServices = (): Services => ({
  api: createApiClient(),
  notify: {
    error: (message) => notifications.show({ color: 'red', title: 'Uh oh', message, autoClose: 6000 }),
    success: (message) => notifications.show({ color: 'teal', message, autoClose: 4000 }),
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
    source.addEventListener('change', (event) => {
      let names: string[] = [];
      try {
        const data: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (Array.isArray(data)) names = data.filter((n): n is string => typeof n === 'string');
        else if (data && typeof data === 'object' && Array.isArray((data as { names?: unknown }).names)) {
          names = (data as { names: unknown[] }).names.filter((n): n is string => typeof n === 'string');
        }
      } catch {
        // A change without a readable body still means something moved on.
      }
      onChange(names);
    });
    return () => source.close();
  },
});
