import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // White on indigo-6 is 4.3:1, under WCAG AA for button text; indigo-7 is 5:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  focusRing: 'auto',
  // The spec's responsive breakpoints, 481 and 769 px, as the xs and sm steps.
  breakpoints: { xs: '30.0625em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Every dialog's close button says what it does (an icon alone has no name for a screen reader).
    Modal: { defaultProps: { centered: true, miw: 350, closeButtonProps: { 'aria-label': 'Close' } } },
    // A toast's message under its title is dimmed by default (gray-6, 3.3:1 on white): gray-7 reads.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});
