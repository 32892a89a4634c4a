import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import {
  type ActionIconProps,
  type ButtonProps,
  type CSSVariablesResolver,
  createTheme,
  type MantineThemeComponent,
  rem,
} from '@mantine/core';

/** The smallest tap target (44 px), and the sizes below it: Mantine's xs–lg and the default (md). */
export const TAP_TARGET = rem(44);
const below44 = (size: unknown) =>
  size === undefined || size === 'xs' || size === 'sm' || size === 'md' || size === 'lg';

const closeButtonProps = { 'aria-label': COMMON_MESSAGES.close };

/**
 * The app's Mantine theme. Colours are chosen for WCAG AA (theme.test.ts measures them): the violet of a
 * filled button is shade 7 in light and 6 in dark (white text on either is at least 4.5:1; the default dark
 * shade 4 gave 3.4:1), and `autoContrast` gives any other filled colour (WhatsApp's green, red, orange)
 * black or white text, whichever reads better.
 */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 6 },
  autoContrast: true,
  // Black text where it reads better than white: above this luminance white falls under 4.5:1 first.
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Every × of a dialog, drawer or toast has a name; focus goes back to the opener when one closes.
    // Plain objects, not Modal.extend(): importing the components here would put the dialogs, which load
    // with their screens, into every page's first download.
    Modal: { defaultProps: { closeButtonProps, returnFocus: true } },
    Drawer: { defaultProps: { closeButtonProps, returnFocus: true } },
    Notification: { defaultProps: { closeButtonProps } },
    // Tap targets are 44 px at least (WCAG 2.5.5, Apple's and Google's guidance): icon buttons and
    // buttons of any size below xl (compact ones, secondary links in a line of text, keep their size).
    ActionIcon: {
      vars: (_theme: unknown, { size }: ActionIconProps) => ({
        root: { '--ai-size': below44(size) ? TAP_TARGET : undefined },
      }),
    } satisfies MantineThemeComponent,
    Button: {
      vars: (_theme: unknown, { size }: ButtonProps) => ({
        root: { '--button-height': below44(size) ? TAP_TARGET : undefined },
      }),
    } satisfies MantineThemeComponent,
  },
});

/**
 * Text colours Mantine's defaults leave under 4.5:1: 'dimmed' (#868e96 on white is 3.3:1, #828282 on the
 * dark cards 3.5:1), red text and input errors (red 6/7 on white, red 8 on dark), and, in dark, links and
 * violet text (violet 4 on a dark card is 4.0:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // --hh-focus-ring: the focus outline of links, buttons and inputs (global.css); violet 6 on a dark card
  // is 2.7:1, under the 3:1 a focus indicator needs.
  light: {
    '--hh-focus-ring': 'var(--mantine-primary-color-filled)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {
    '--hh-focus-ring': 'var(--mantine-color-violet-3)',
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': '#a6a6a6',
    '--mantine-color-anchor': 'var(--mantine-color-violet-3)',
    '--mantine-color-violet-text': 'var(--mantine-color-violet-3)',
  },
});
