import { describe, expect, it } from 'vitest';
import type { Program } from '@carevisit/core';
import { addressKey, addressOptions, organizationOptions, programOptions } from './appointment-options.ts';
import { NOW, enrolment, homeAddress, newJersey, writtenAddress } from './test-fixtures.ts';

const synced = { changedDate: '2026-01-01T00:00:00.000Z', deletedDate: null };
const program = (programId: number, name: string): Program => ({
  programId,
  name,
  code: name.slice(0, 3),
  beginDate: '2020-01-01',
  endDate: null,
  ...synced,
});
const programs = new Map([
  [30, program(30, 'Personal Care Assistance')],
  [31, program(31, 'Managed Long Term Services')],
  [32, program(32, 'Caregiver Support Pilot')],
]);

describe('programOptions', () => {
  const enrolments = [
    enrolment,
    { ...enrolment, clientProgramId: 71, programId: 31 },
    // Ended before the appointment day, and one in another organization.
    { ...enrolment, clientProgramId: 72, programId: 32, endDate: '2026-02-01' },
    { ...enrolment, clientProgramId: 73, programId: 32, organizationId: 3 },
  ];

  it("offers the client's programs in the organization whose dates cover the day, by name", () => {
    expect(
      programOptions({
        clientPrograms: enrolments,
        programs,
        organizationId: 2,
        serviceInstant: NOW,
        now: NOW,
        chosen: null,
      }),
    ).toEqual([
      { value: 31, label: 'Managed Long Term Services' },
      { value: 30, label: 'Personal Care Assistance' },
    ]);
  });

  it('keeps a chosen program that no longer fits, so the field can show it', () => {
    const options = programOptions({
      clientPrograms: enrolments,
      programs,
      organizationId: 2,
      serviceInstant: NOW,
      now: NOW,
      chosen: 32,
    });
    expect(options.at(-1)).toEqual({ value: 32, label: 'Caregiver Support Pilot' });
  });
});

describe('organizationOptions', () => {
  it('offers the EVV organizations only', () => {
    const billing = { ...newJersey, organizationId: 9, name: 'Billing', evv: false };
    expect(organizationOptions([billing, newJersey], newJersey)).toEqual([
      { value: 2, label: newJersey.name },
    ]);
  });
});

describe('addressOptions', () => {
  const visitAddress = { ...homeAddress, personAddressId: 901, type: 'EVV' as const, street1: '5 Lees Ave' };

  it("lists the client's visit addresses first, then home, then what the appointment and the dialog add", () => {
    const pending = { ...writtenAddress, visitAddressId: -1700000000000 };
    const options = addressOptions([homeAddress, visitAddress], [pending, null], [writtenAddress]);
    expect(options.map((option) => [option.key, option.kind])).toEqual([
      ['id:901', 'EVV'],
      ['id:900', 'PHYS'],
      ['id:-1700000000000', 'new'],
      ['new:0', 'new'],
    ]);
    expect(options[1]!.address).toMatchObject({
      visitAddressId: 900,
      street1: '12 Haddon Ave',
      addressLatitude: 39.91,
    });
  });

  it('keys saved addresses by id and new ones by their place among the new', () => {
    const other = { ...writtenAddress };
    expect(addressKey(other, [writtenAddress, other])).toBe('new:1');
    expect(addressKey({ ...writtenAddress, visitAddressId: 900 }, [])).toBe('id:900');
  });
});
