import { createTheme } from '@mui/material/styles';

/** Colours chosen for contrast of at least 4.5:1 on white (WCAG AA), read outdoors on a phone. */
export const theme = createTheme({
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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
