import { NON_BILLABLE_MINUTES } from '../constants.ts';
import type { Message } from '../messages/format.ts';

const DIGITS = new RegExp(`^\\d{1,${NON_BILLABLE_MINUTES.maxDigits}}$`);

/** spec 1 §5: the field accepts digits only, up to 3; what a keystroke filter keeps of the typed text. */
export function sanitizeNonBillableInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, NON_BILLABLE_MINUTES.maxDigits);
}

/** The minutes a field value stands for, or null when it is empty or not 0-999 written in digits. */
export function parseNonBillableMinutes(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!DIGITS.test(text)) return null;
  const minutes = Number(text);
  return minutes >= NON_BILLABLE_MINUTES.min && minutes <= NON_BILLABLE_MINUTES.max ? minutes : null;
}

export interface NonBillableInput {
  value: string | number | null | undefined;
  /** The activity's nonBillableMinutes flag: the field shows, and is required, only then. */
  allowed: boolean;
  /** The actual duration in whole minutes; null while there is no actual end yet. */
  durationMinutes: number | null;
}

/** spec 1 §5: non-billable minutes — digits only, up to 3, 0-999, required when allowed, <= duration. */
export function validateNonBillableMinutes({
  value,
  allowed,
  durationMinutes,
}: NonBillableInput): Message | null {
  if (!allowed) return null;
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  if (empty) return { key: 'appointment.required' };
  const minutes = parseNonBillableMinutes(value);
  if (minutes === null) return { key: 'appointment.nonBillableInvalid' };
  if (durationMinutes !== null && minutes > durationMinutes) {
    return { key: 'appointment.nonBillableExceedsDuration' };
  }
  return null;
}
