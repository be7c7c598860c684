import { useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';

/** What the control inside a frame needs to be named, described and marked by it. */
interface FieldIds {
  labelId: string;
  /** The helper's id while a message or hint shows under the control. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldFrameProps {
  /** Written out in full above the control: a long question wraps rather than being cut as a floating label. */
  label: ReactNode;
  /** The message under the control, announced when it appears; null for none. */
  error: string | null;
  /** Shown under the control while there is no error (a limit, say). */
  hint?: string | undefined;
  /** Check boxes or parts: a fieldset named by its legend. Otherwise the control names itself by labelId. */
  group?: boolean;
  required?: boolean;
  disabled?: boolean;
  children: (ids: FieldIds) => ReactNode;
}

/**
 * A wizard field's label, required mark and the message under it, wired to the control once for every page
 * (configurable forms, impact questions): the control is named by the label, described by the message, and
 * marked invalid with it.
 */
export function FieldFrame({ label, error, hint, group, required, disabled, children }: FieldFrameProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormControl
      component={group ? 'fieldset' : 'div'}
      error={error !== null}
      required={required}
      disabled={disabled}
      fullWidth
    >
      <FormLabel id={labelId} component={group ? 'legend' : 'label'} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      {children({ labelId, describedBy: helper ? helperId : undefined, invalid: error !== null })}
      {helper && (
        <FormHelperText id={helperId} role={error === null ? undefined : 'alert'}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
