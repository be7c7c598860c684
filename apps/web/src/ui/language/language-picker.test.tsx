import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n.ts';
import { initialLanguage } from '../../i18n/language-choice.ts';
import { formatDate } from '../format/format-date-time.ts';
import { LanguagePicker } from './language-picker.tsx';

// Issue 33 item 3: the language picker of the sign-in pages and Settings, and the language the app starts in.

function SignInTitle() {
  const { t } = useTranslation();
  return <h1>{t('loginForm.title')}</h1>;
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await switchLanguage('en');
});

describe('the language the app starts in', () => {
  it("follows the device's languages until a choice is kept on it", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['es-MX', 'en-US']);
    expect(initialLanguage()).toBe('es');
    languages.mockReturnValue(['de-DE', 'en-GB']);
    expect(initialLanguage()).toBe('en');
    languages.mockReturnValue(['de-DE']);
    expect(initialLanguage()).toBe('en');

    localStorage.setItem('carevisit.language', 'es');
    expect(initialLanguage()).toBe('es');
    languages.mockReturnValue(['es-US']);
    localStorage.setItem('carevisit.language', 'en');
    expect(initialLanguage()).toBe('en');
  });
});

describe('LanguagePicker', () => {
  it('names each language in its own language, marked with its lang', () => {
    render(<LanguagePicker />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    const english = screen.getByRole('button', { name: 'English' });
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(spanish).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the app at once, marks the page, and keeps the choice on the device to send', async () => {
    const chosen = vi.fn();
    render(
      <>
        <SignInTitle />
        <LanguagePicker onChosen={chosen} />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('carevisit.language')).toBe('es');
    expect(localStorage.getItem('carevisit.language.unsent')).toBe('es');
    expect(chosen).toHaveBeenCalledWith('es');
    // Dates follow: the day before the month.
    expect(formatDate(Date.UTC(2025, 5, 3, 18), 'America/New_York')).toBe('03/06/2025');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('carevisit.language')).toBe('en');
    expect(formatDate(Date.UTC(2025, 5, 3, 18), 'America/New_York')).toBe('06/03/2025');
  });
});
