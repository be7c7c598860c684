import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { setUpI18n } from './i18n.ts';

// Issue 33 item 3: the language is set up before the first render; Spanish comes from its own chunk. (A .tsx test
// only for the web-dom project's jsdom: the page's lang.)

afterEach(async () => {
  vi.doUnmock('./spanish-resources.ts');
  await setUpI18n('en');
});

describe('setUpI18n', () => {
  it('starts in the language given, its catalog loaded, the page marked', async () => {
    await setUpI18n('es');
    expect(i18next.resolvedLanguage).toBe('es');
    expect(i18next.t('loginForm.title')).toBe('Iniciar sesión');
    expect(document.documentElement.lang).toBe('es');
  });

  it('starts in English when the Spanish catalog cannot be loaded, rather than not at all', async () => {
    vi.resetModules();
    vi.doMock('./spanish-resources.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./i18n.ts');
    const i18n = await fresh.setUpI18n('es');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('loginForm.title')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
  });
});
