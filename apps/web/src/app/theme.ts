import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { TOUCH_TARGET_PX, type MessageLanguage } from '@carevisit/core';
import { componentTextsOf } from '../i18n/i18n.ts';

// Issue 30: core's TOUCH_TARGET_PX, the smallest touch target both ways (WCAG 2.5.5; Apple's and Google's guides
// ask 44 and 48). Buttons, icon buttons, checkboxes, radios, menu items and small fields reach it here rather
// than one by one.
/** Around a 24 px checkbox or radio icon, the padding that makes its target 44 px. */
const CONTROL_PADDING_PX = (TOUCH_TARGET_PX - 24) / 2;
/** Inside a small outlined field, the padding above and below its 23 px line that makes it 44 px high. */
const SMALL_FIELD_PADDING_PX = (TOUCH_TARGET_PX - 23) / 2;

/** Colours chosen for contrast of at least 4.5:1 on white (WCAG AA), read outdoors on a phone. */
const THEME_OPTIONS: ThemeOptions = {
  palette: {
    primary: { main: '#0b5cad', contrastText: '#ffffff' },
    secondary: { main: '#00695c' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    // MUI's default info and warning blues and oranges fall under 4.5:1 as chip text (status chips).
    info: { main: '#01579b' },
    warning: { main: '#b45309' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { secondary: '#4a5360' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // MUI renders a subtitle as an h6 unless told otherwise: a client's name under a page's h1 was then a heading
    // five levels down (Lighthouse's heading-order, issue 33 item 4). A heading is one only where it says so.
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: TOUCH_TARGET_PX } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } } },
    // The time picker's AM and PM (issue 36: 33 px high).
    MuiToggleButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET_PX } } },
    // The clear and open icons sit inside a field, placed for their own 28 px.
    MuiAutocomplete: {
      styleOverrides: {
        clearIndicator: { minWidth: 0, minHeight: 0 },
        popupIndicator: { minWidth: 0, minHeight: 0 },
      },
    },
    MuiCheckbox: { styleOverrides: { root: { padding: CONTROL_PADDING_PX } } },
    MuiRadio: { styleOverrides: { root: { padding: CONTROL_PADDING_PX } } },
    // MUI lets a menu item shrink to its text (about 36 px) from the sm breakpoint up.
    MuiMenuItem: {
      styleOverrides: {
        root: ({ theme }) => ({
          minHeight: TOUCH_TARGET_PX,
          [theme.breakpoints.up('sm')]: { minHeight: TOUCH_TARGET_PX },
        }),
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        input: ({ ownerState }) =>
          ownerState.size === 'small' && !ownerState.multiline
            ? { paddingTop: SMALL_FIELD_PADDING_PX, paddingBottom: SMALL_FIELD_PADDING_PX }
            : {},
      },
    },
    // The label of an empty small outlined field, centred in its 44 px.
    MuiInputLabel: {
      styleOverrides: {
        root: ({ ownerState }) =>
          ownerState.variant === 'outlined' && ownerState.size === 'small' && !ownerState.shrink
            ? { transform: `translate(14px, ${SMALL_FIELD_PADDING_PX}px) scale(1)` }
            : {},
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
};

/**
 * For a person who asked their device for less motion (WCAG 2.3.3, `prefers-reduced-motion`): dialogs, menus,
 * drawers and collapsing sections appear and go at once, and a tap leaves no spreading ripple. Focus still shows,
 * and a progress spinner still turns: it says that something is under way.
 */
const REDUCED_MOTION: ThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/** What a theme is made for: the language the app speaks (issue 33 item 3) and the motion the person accepts. */
export interface ThemeChoice {
  language: MessageLanguage;
  reducedMotion: boolean;
}

const themes = new Map<string, Theme>();

/**
 * The app's theme for a choice, made once and on the first render rather than while the first screen's code
 * loads: building one takes about 9 ms of a laptop's main thread, and the start's module evaluation is already the
 * longest task of every page (issue 33 item 4). English texts are MUI's own; another language's come with its
 * catalog (i18n.ts), so they are there before the app switches to it.
 */
export function themeFor({ language, reducedMotion }: ThemeChoice): Theme {
  const texts = componentTextsOf(language);
  // A language whose catalog has not come yet is shown with MUI's English texts until it has.
  const key = `${texts ? language : 'en'}${reducedMotion ? ' reduced' : ''}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createTheme(THEME_OPTIONS, ...(reducedMotion ? [REDUCED_MOTION] : []), ...(texts ? [texts] : []));
    themes.set(key, theme);
  }
  return theme;
}
