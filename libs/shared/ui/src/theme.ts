import { Notification, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A baked-crust orange; shade 7 (the primary shade) keeps white text above 4.5:1. */
const bagel: MantineColorsTuple = ['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#ea580c', '#c2410c', '#9a3412', '#7c2d12'];

export const theme = createTheme({
  colors: { bagel },
  primaryColor: 'bagel',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    // Mantine's toast close button has no accessible name, which axe rates critical.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
  },
});

/** Mantine's default dimmed and error texts fall below WCAG AA on white; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
