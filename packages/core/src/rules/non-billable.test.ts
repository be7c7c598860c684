import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import {
  parseNonBillableMinutes,
  sanitizeNonBillableInput,
  validateNonBillableMinutes,
} from './non-billable.ts';

const check = (value: string | number | null, durationMinutes: number | null = 1000, allowed = true) =>
  validateNonBillableMinutes({ value, allowed, durationMinutes });

describe('sanitizeNonBillableInput (digits only, up to 3)', () => {
  it('keeps digits and cuts at three', () => {
    expect(sanitizeNonBillableInput('12a3')).toBe('123');
    expect(sanitizeNonBillableInput('1000')).toBe('100');
    expect(sanitizeNonBillableInput('-5')).toBe('5');
    expect(sanitizeNonBillableInput('4.5')).toBe('45');
    expect(sanitizeNonBillableInput('')).toBe('');
  });
});

describe('parseNonBillableMinutes', () => {
  it('reads 0 to 999 written in digits', () => {
    expect(parseNonBillableMinutes('0')).toBe(0);
    expect(parseNonBillableMinutes('007')).toBe(7);
    expect(parseNonBillableMinutes('999')).toBe(999);
    expect(parseNonBillableMinutes(45)).toBe(45);
    expect(parseNonBillableMinutes(' 30 ')).toBe(30);
  });

  it('refuses anything else', () => {
    expect(parseNonBillableMinutes('1000')).toBeNull();
    expect(parseNonBillableMinutes(1000)).toBeNull();
    expect(parseNonBillableMinutes(-1)).toBeNull();
    expect(parseNonBillableMinutes(1.5)).toBeNull();
    expect(parseNonBillableMinutes('1e2')).toBeNull();
    expect(parseNonBillableMinutes('')).toBeNull();
    expect(parseNonBillableMinutes(null)).toBeNull();
    expect(parseNonBillableMinutes(undefined)).toBeNull();
  });
});

describe('validateNonBillableMinutes (spec 1 §5)', () => {
  it('accepts 0 and 999', () => {
    expect(check('0')).toBeNull();
    expect(check('999')).toBeNull();
    expect(check(999)).toBeNull();
  });

  it('refuses 1000 and non-digits', () => {
    expect(check('1000')).toEqual({ key: 'appointment.nonBillableInvalid' });
    expect(check(1000)).toEqual({ key: 'appointment.nonBillableInvalid' });
    expect(check('12a')).toEqual({ key: 'appointment.nonBillableInvalid' });
    expect(check('-1')).toEqual({ key: 'appointment.nonBillableInvalid' });
  });

  it('is required when the activity allows non-billable minutes', () => {
    expect(check('')).toEqual({ key: 'appointment.required' });
    expect(check('  ')).toEqual({ key: 'appointment.required' });
    expect(check(null)).toEqual({ key: 'appointment.required' });
    expect(formatMessage('appointment.required')).toBe('This is a required field, please enter a value.');
  });

  it('is not checked when the activity does not allow them', () => {
    expect(check('', 60, false)).toBeNull();
    expect(check('5000', 60, false)).toBeNull();
  });

  it('may equal the actual duration but not exceed it', () => {
    expect(check('60', 60)).toBeNull();
    expect(check('61', 60)).toEqual({ key: 'appointment.nonBillableExceedsDuration' });
    expect(check('0', 0)).toBeNull();
    expect(check('1', 0)).toEqual({ key: 'appointment.nonBillableExceedsDuration' });
    expect(formatMessage('appointment.nonBillableExceedsDuration')).toBe(
      'Non-billable minutes cannot exceed the actual duration.',
    );
  });

  it('skips the duration check while there is no actual duration', () => {
    expect(check('999', null)).toBeNull();
  });
});
