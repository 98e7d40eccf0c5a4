import type { ApiClient } from '../api/apiClient';

/** Every side effect the sagas reach for, injected through the saga context so tests can fake them. */
export interface Services {
  api: ApiClient;
  notify: {
    error(message: string): void;
    success(message: string): void;
  };
  /** Changes the hash route, e.g. navigate('/home'); `replace` leaves no history entry (redirects). */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** The current hash path and its changes. */
  location: {
    current(): string;
    subscribe(onChange: (path: string) => void): () => void;
  };
  /** Opens the live-update stream; the callback gets the names of the read models that changed. */
  subscribeToChanges(onChange: (names: string[]) => void): () => void;
}

export const SERVICES = 'services';
