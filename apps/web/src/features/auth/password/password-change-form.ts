import {
  validatePasswordChange,
  type ChangePasswordRequest,
  type ComplexityRule,
  type Message,
  type PasswordChangeField,
} from '@carevisit/core';

export type PasswordChangeForm = Record<PasswordChangeField, string>;

export const EMPTY_PASSWORD_CHANGE: PasswordChangeForm = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
  newSignature: '',
  confirmSignature: '',
};

/**
 * The signature fields are optional. The dialog is reached at sign-in to deal with the password; a user who
 * has a signature expects to keep it unless they say otherwise, and a user without one creates it in the
 * first-time setup right after signing in again (spec 1 §4), so requiring it here would ask for it twice.
 * Typing in either signature field means "set a new signature": then both are checked and it is sent.
 */
const wantsNewSignature = (form: PasswordChangeForm): boolean =>
  form.newSignature !== '' || form.confirmSignature !== '';

/** spec 1 §5: the dialog's checks before anything is sent; an empty result means the form may be sent. */
export function checkPasswordChange(
  form: PasswordChangeForm,
  username: string,
  rule: ComplexityRule,
): Partial<Record<PasswordChangeField, Message>> {
  const { newSignature, confirmSignature, ...passwords } = form;
  return validatePasswordChange({
    ...passwords,
    ...(wantsNewSignature(form) ? { newSignature, confirmSignature } : {}),
    username,
    rule,
  });
}

/** spec 1 §7 changePassword payload; newSignature only when the user sets one. */
export function changePasswordBody(form: PasswordChangeForm, username: string): ChangePasswordRequest {
  return {
    username,
    oldPassword: form.oldPassword,
    newPassword: form.newPassword,
    ...(wantsNewSignature(form) ? { newSignature: form.newSignature } : {}),
    application: 'EVV',
  };
}
