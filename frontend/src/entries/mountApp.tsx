// The whole app: every area's state, sagas and screens, Mantine and the server-state cache. main.tsx
// mounts it at once (index.html, a visitor with a session); the landing entry only when a visitor
// leaves the landing page (landingBoot.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../app/app.css';
import { App } from '../app/App';
import { AppErrorBoundary } from '../features/errorReporting/ErrorBoundary';
import { createBrowserServices } from '../app/browserServices';
import { createAppStore } from '../app/store';
import { theme } from '../app/theme';

export interface MountAppOptions {
  /** The page came without a session cookie (the gateway served landing.html): no session to wait for. */
  readonly servedWithoutSession?: boolean;
}

export const mountApp = (root: HTMLElement, options: MountAppOptions = {}): void => {
  const store = createAppStore(createBrowserServices());
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <MantineProvider theme={theme}>
          <ModalsProvider>
            <Notifications position="bottom-right" />
            <AppErrorBoundary>
              <App servedWithoutSession={options.servedWithoutSession ?? false} />
            </AppErrorBoundary>
          </ModalsProvider>
        </MantineProvider>
      </Provider>
    </StrictMode>,
  );
};
