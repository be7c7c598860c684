import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { en } from '@carevisit/core';
import { setUpI18n, switchLanguage } from '../i18n/i18n.ts';
import { dialogText } from './use-dialog-text.ts';

// Issue 33 item 1: a server's refusal reaches the screen in the app's language, by the key and parameters the
// server sends beside its English message; the message stands when the app does not know the key.

beforeAll(() => setUpI18n('es'));
afterAll(() => setUpI18n('en'));

const shown = (refused: Parameters<typeof dialogText>[1]) => dialogText(i18next.t, refused);

describe('a server refusal on a screen in Spanish', () => {
  it('is worded by its key and parameters', () => {
    const overlap = { key: 'appointment.overlapRefused', params: {}, message: en.appointment.overlapRefused };
    expect(shown({ refused: [overlap] })).toBe(
      'El miembro del personal no está autorizado a programar citas superpuestas.',
    );
    const locked = {
      key: 'login.loginDisabled',
      params: { minutes: 5 },
      message: 'Login is disabled for 5 minutes.',
    };
    expect(shown({ refused: [locked] })).toBe('El inicio de sesión está deshabilitado durante 5 min.');
  });

  it('words the parameters that are messages of their own first', () => {
    const incomplete = {
      key: 'server.addressInvalid',
      params: {
        which: { key: 'server.visitAddress.start' },
        detail: {
          key: 'server.fieldIssue',
          params: { field: 'street1', detail: { key: 'address.required' } },
        },
      },
      message: `The start visit address is not complete: street1: ${en.address.required}`,
    };
    expect(shown({ refused: [incomplete] })).toBe(
      'La dirección de inicio de la visita no está completa: street1: Este es un campo obligatorio; ingrese un valor.',
    );
  });

  it('shows the message, without ERROR/~/, where the key is absent or unknown to this app, or its parameters are', () => {
    expect(shown({ refused: [{ message: 'ERROR/~/deviceId: Too small' }] })).toBe('deviceId: Too small');
    expect(shown({ refused: [{ key: 'server.fromANewerServer', params: {}, message: 'Newer.' }] })).toBe(
      'Newer.',
    );
    expect(shown({ refused: [{ key: 'syncItem.activityMany.one', message: 'A form, not a key.' }] })).toBe(
      'A form, not a key.',
    );
    const unknownInside = {
      key: 'server.addressRequired',
      params: { which: { key: 'server.visitAddress.middle' } },
      message: 'A middle visit address is required for this activity.',
    };
    expect(shown({ refused: [unknownInside] })).toBe(unknownInside.message);
  });

  it('gives each refusal its line, and a record refused before issue 33 its kept text', () => {
    const notFound = { key: 'server.notFound', params: {}, message: en.server.notFound };
    expect(shown({ refused: [notFound, { message: 'Try again.' }] })).toBe('No se encontró.\nTry again.');
    expect(shown({ refused: 'Client not found.\nTry again.' })).toBe('Client not found.\nTry again.');
  });

  it('follows the language the app speaks when it is shown', async () => {
    const overlap = { key: 'appointment.overlapRefused', params: {}, message: en.appointment.overlapRefused };
    await switchLanguage('en');
    expect(shown({ refused: [overlap] })).toBe(en.appointment.overlapRefused);
    await switchLanguage('es');
    expect(shown({ refused: [overlap] })).not.toBe(en.appointment.overlapRefused);
  });
});
