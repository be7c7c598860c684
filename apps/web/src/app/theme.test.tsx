import { describe, expect, it } from 'vitest';
import { setUpI18n, switchLanguage } from '../i18n/i18n.ts';
import { themeFor } from './theme.ts';

// MUI's own texts (autocomplete, pagination, alerts) follow the language; Spanish's come with its catalog, from its
// own chunk, so an English start builds none of them. (A .tsx test for the web-dom project: i18n marks the page.)
describe('themeFor', () => {
  it("gives MUI's own texts in Spanish once Spanish is loaded, and English's (MUI's own) otherwise", async () => {
    await setUpI18n('en');
    const theme = themeFor({ language: 'en', reducedMotion: false });
    expect(themeFor({ language: 'en', reducedMotion: false })).toBe(theme);
    await switchLanguage('es');
    const spanish = themeFor({ language: 'es', reducedMotion: false });
    expect(spanish.components?.MuiAutocomplete?.defaultProps?.clearText).toBe('Limpiar');
    // The colours and touch targets stay the app's.
    expect(spanish.palette.primary.main).toBe(theme.palette.primary.main);
    expect(themeFor({ language: 'es', reducedMotion: false })).toBe(spanish);
    expect(theme.components?.MuiAutocomplete?.defaultProps?.clearText).toBeUndefined();
    await switchLanguage('en');
  });

  it('moves nothing for a person who asked for less motion, in either language, and keeps the rest', async () => {
    await setUpI18n('en');
    const moving = themeFor({ language: 'en', reducedMotion: false });
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();

    await switchLanguage('es');
    const still = themeFor({ language: 'es', reducedMotion: true });
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.transitions.duration.leavingScreen).toBe(0);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.components?.MuiAutocomplete?.defaultProps?.clearText).toBe('Limpiar');
    expect(still.components?.MuiButton?.styleOverrides).toEqual(moving.components?.MuiButton?.styleOverrides);
    await switchLanguage('en');
  });
});
