import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import { SessionProvider } from '../../../session/session-context.tsx';
import { SessionStore } from '../../../session/session-store.ts';
import { FakeEvvServer, json } from '../../../data/testing/fake-evv-server.ts';
import { sampleUser } from '../../../data/testing/samples.ts';
import { testConfig } from '../../../../test/signed-in.tsx';
import { LoginPage } from './login-page.tsx';

let server: FakeEvvServer;
let sessions: SessionStore;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-03T14:05:00.000Z'));
  server = new FakeEvvServer();
  vi.stubGlobal('fetch', server.fetch);
  sessions = new SessionStore(testConfig, 'http://evv.test');
});
afterEach(async () => {
  await sessions.ready();
  await sessions.db.delete();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPage() {
  render(
    <SessionProvider store={sessions}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** Logs alice of acme in with this password on a freshly rendered page. */
async function logInAsAlice(password: string) {
  const user = renderPage();
  await user.type(screen.getByLabelText(en.loginForm.account), 'acme');
  await user.type(screen.getByLabelText(en.loginForm.username), 'alice');
  await user.type(screen.getByLabelText(en.loginForm.password), password);
  await user.click(screen.getByRole('button', { name: en.loginForm.submit }));
  return user;
}

describe('LoginPage (spec 1 §2, §5, §8)', () => {
  it('names each empty field with the spec message and asks the server nothing', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(en.loginForm.account), 'acme');
    await user.click(screen.getByRole('button', { name: en.loginForm.submit }));

    expect(await screen.findByText(en.login.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(en.login.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText(en.login.accountRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText(en.loginForm.username)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(en.loginForm.account)).toHaveAttribute('aria-invalid', 'false');
    expect(server.calls).toEqual([]);
  });

  it('shows and hides the password behind its eye button', async () => {
    const user = renderPage();
    const password = screen.getByLabelText(en.loginForm.password);
    await user.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: en.loginForm.showPassword }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: en.loginForm.hidePassword }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('answers a wrong password with the Login Failed dialog, and OK closes it', async () => {
    const user = await logInAsAlice('wrong');

    const dialog = await screen.findByRole('dialog', { name: en.login.loginDialogTitle });
    expect(within(dialog).getByText(en.login.loginFailed)).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(['/evv/authorization/oauth/token']);
    await user.click(within(dialog).getByRole('button', { name: en.common.ok }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByRole('button', { name: en.loginForm.submit })).toBeEnabled();
  });

  it('a 429 on the offline PIN read, after the password was accepted, ends in the Service Error dialog', async () => {
    server.hook = (call) =>
      call.path === '/evv/authorization/oauth/user' ? json(sampleUser('alice', 7)) : undefined;
    server.failNext(/\/evv\/read\/staffOfflinePin$/, { status: 429 });
    await logInAsAlice('right');

    const dialog = await screen.findByRole('dialog', { name: en.login.serviceResponseErrorTitle });
    expect(within(dialog).getByText(en.login.serviceResponseError)).toBeInTheDocument();
    // The server session is given up, and nobody is signed in.
    expect(server.calls.map((call) => call.path).slice(-2)).toEqual([
      '/evv/read/staffOfflinePin',
      '/evv/authorization/oauth/revoke',
    ]);
    expect(sessions.getState().kind).toBe('signedOut');
  });
});
