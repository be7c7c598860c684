import { describe, expect, it } from 'vitest';
import { setUpI18n, switchLanguage } from '../i18n/i18n.ts';
import { themeFor } from './theme.ts';

// MUI's own texts (autocomplete, pagination, alerts) follow the language; Spanish's come with its catalog, from its
// own chunk, so an English start builds none of them. (A .tsx test for the web-dom project: i18n marks the page.)
describe('themeFor', () => {
  it("gives MUI's own texts in Spanish once Spanish is loaded, and English's (MUI's own) otherwise", async () => {
    await setUpI18n('en');
    const theme = themeFor('en');
    expect(themeFor('en')).toBe(theme);
    await switchLanguage('es');
    const spanish = themeFor('es');
    expect(spanish.components?.MuiAutocomplete?.defaultProps?.clearText).toBe('Limpiar');
    // The colours and touch targets stay the app's.
    expect(spanish.palette.primary.main).toBe(theme.palette.primary.main);
    expect(themeFor('es')).toBe(spanish);
    expect(themeFor('en').components?.MuiAutocomplete?.defaultProps?.clearText).toBeUndefined();
    await switchLanguage('en');
  });
});
