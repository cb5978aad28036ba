import { Notification, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A baked-crust orange; shade 7 (the primary shade) keeps white text above 4.5:1. */
const bagel: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

/** Mantine's greens, but shade 9 (credits in the history) darkened to pass AA on white (the default is 4.37:1). */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#2f9e44',
  '#1e6b30',
];

/** The signed-in shell's header height in px; toasts open below it (`--bagel-header-height`, toast-position.css). */
export const HEADER_HEIGHT = 64;

/**
 * Text in Inter or the platform's own sans-serif. Spec §9's currency symbol, the bagel emoji U+1F96F: Apple's or
 * Windows' emoji font where there is one, else the bundled bagel alone (bagel-emoji/, fetched only then). It comes
 * before the generic families, since Chromium took some bagels laid out while it loaded from the generic family's
 * fallback (a box) for good; and Noto Color Emoji after them, which would otherwise draw digits where Linux has no Inter
 * or Roboto.
 */
const FONT_FAMILY =
  'Inter, -apple-system, "Segoe UI", Roboto, "Apple Color Emoji", "Segoe UI Emoji", "Bagel Emoji", system-ui, sans-serif, "Noto Color Emoji"';

export const theme = createTheme({
  colors: { bagel, green },
  primaryColor: 'bagel',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
  components: {
    // Mantine's toast close button has no accessible name, which axe rates critical; and under a title it greys the
    // message to gray-6 (3.3:1 on white), below AA: the dimmed text's shade instead.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: (_theme, props) => (props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {}),
    }),
    // Mantine's close buttons are an icon alone: without a name, screen readers announce a bare "button". Plain
    // objects rather than Modal.extend / Drawer.extend: importing those components here would put them (with their
    // transitions, portal and focus trap) in the landing page's first load, 30 kB gzip.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/** Colours whose light variant (alerts, badges, light buttons) carries bold text on a tint. */
const TINTED = ['red', 'green', 'teal', 'blue', 'yellow', 'orange', 'bagel'] as const;

/**
 * Mantine's default dimmed and error texts fall below WCAG AA on white, and so does a light
 * variant's shade-9 text on its shade-1 tint (teal: 4.32:1); darken the texts, lighten the tints.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--bagel-header-height': `${HEADER_HEIGHT}px` },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(TINTED.map((color) => [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`])),
  },
  dark: {},
});
