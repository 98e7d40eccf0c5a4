import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { App } from './app/App';
import { AppErrorBoundary } from './features/errorReporting/ErrorBoundary';
import { createBrowserServices } from './app/browserServices';
import { createAppStore } from './app/store';
import { theme } from './app/theme';

const store = createAppStore(createBrowserServices());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <MantineProvider theme={theme}>
        <ModalsProvider>
          <Notifications position="bottom-right" />
          <AppErrorBoundary>
            <App />
          </AppErrorBoundary>
        </ModalsProvider>
      </MantineProvider>
    </Provider>
  </StrictMode>,
);
