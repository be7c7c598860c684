import { useState } from 'react';
import { validatePin, type PinField } from '@carevisit/core';
import { useDialogText, type DialogText } from '../../../ui/use-dialog-text.ts';
import { SecretField } from './secret-field.tsx';

/** A new PIN and its confirmation, as create PIN and Change Offline PIN ask for them (spec 1 §5). */
export function usePinPair() {
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PinField, DialogText>>>({});
  return {
    pin,
    confirmPin,
    setPin,
    setConfirmPin,
    errors,
    /** The server's words about the PIN, beside it. */
    setPinError: (message: DialogText) => setErrors({ pin: message }),
    /** spec 1 §5 create or change PIN; the messages show beside the fields. True when the pair is good. */
    validate: (): boolean => {
      const found = validatePin(pin, confirmPin);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    clear: () => {
      setPin('');
      setConfirmPin('');
      setErrors({});
    },
  };
}

export type PinPair = ReturnType<typeof usePinPair>;

export function PinPairFields(props: { pair: PinPair; pinLabel: string; confirmLabel: string }) {
  const text = useDialogText();
  const { pair } = props;
  return (
    <>
      <SecretField
        name="pin"
        label={props.pinLabel}
        value={pair.pin}
        onChange={pair.setPin}
        pin
        autoComplete="new-password"
        error={pair.errors.pin ? text(pair.errors.pin) : undefined}
      />
      <SecretField
        name="confirmPin"
        label={props.confirmLabel}
        value={pair.confirmPin}
        onChange={pair.setConfirmPin}
        pin
        autoComplete="new-password"
        error={pair.errors.confirmPin ? text(pair.errors.confirmPin) : undefined}
      />
    </>
  );
}
