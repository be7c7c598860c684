import { useState } from 'react';
import type { MessageKey } from '@carevisit/core';
import { RequestRejectedError, registerPasskey, type Passkey } from '../../data/index.ts';
import type { ActiveSession } from '../../session/session-store.ts';
import { nowMillis } from '../../platform/clock.ts';
import { describeDevice } from '../../platform/device-info.ts';
import { PasskeyCeremonyError } from '../../platform/webauthn/passkey-ceremony.ts';
import type { DialogText } from '../use-dialog-text.ts';

/** What to tell the user once a passkey was made, or could not be. */
export interface PasskeyNotice {
  title: MessageKey;
  message: DialogText;
}

/** The passkey's name in the list: this device as Settings describes it (e.g. "Android Phone"). */
function deviceName(): string {
  const device = describeDevice(navigator.userAgent, navigator.maxTouchPoints);
  return `${device.operatingSystem} ${device.device}`;
}

/**
 * Issue 35: make a passkey for the signed-in user (the offer after sign-in, Settings' Add), and say once what
 * it does on this device: unlock offline too, or sign in online only (no PRF: the PIN stays the way offline).
 * A cancelled prompt says nothing.
 */
export function useAddPasskey(active: ActiveSession, onAdded?: (passkey: Passkey) => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PasskeyNotice | null>(null);

  const add = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const made = await registerPasskey({
        api: active.api,
        session: active.session,
        deviceName: deviceName(),
        now: nowMillis,
      });
      onAdded?.(made.passkey);
      const message =
        made.kind === 'offlineUnlock' ? 'passkeys.createdOffline' : 'passkeys.createdOnlineOnly';
      setNotice({ title: 'passkeys.createdTitle', message: { key: message } });
      return true;
    } catch (error) {
      if (error instanceof PasskeyCeremonyError && error.reason === 'cancelled') return false;
      setNotice({ title: 'passkeys.title', message: failureText(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, notice, add, closeNotice: () => setNotice(null) };
}

/** Why no passkey was made: this device has one already, the server's own words (its limit), or a plain failure. */
function failureText(error: unknown): DialogText {
  if (error instanceof PasskeyCeremonyError && error.reason === 'exists') return 'passkeys.alreadyOnDevice';
  if (error instanceof RequestRejectedError && error.refusals[0]) return { refused: [error.refusals[0]] };
  return 'passkeys.createFailed';
}
