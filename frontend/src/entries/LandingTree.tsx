import { MantineProvider } from '@mantine/core';
import { theme } from '../app/theme';
import { LandingPage } from '../features/auth/LandingPage';

/**
 * The landing page with only what it needs around it (no store, no sagas, no server cache): rendered to
 * HTML when the client is built (vite.config.ts) and brought to life by the same tree in the browser
 * (hydrateLanding.tsx), so both must stay this one component.
 */
export function LandingTree() {
  return (
    <MantineProvider theme={theme}>
      <LandingPage />
    </MantineProvider>
  );
}
