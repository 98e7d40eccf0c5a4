import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  focusRing: 'auto',
  // The spec's responsive breakpoints, 481 and 769 px, as the xs and sm steps.
  breakpoints: { xs: '30.0625em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Modal: { defaultProps: { centered: true, miw: 350 } },
  },
});
