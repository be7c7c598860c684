import { describe, expect, it } from 'vitest';
import type { Program } from '@carevisit/core';
import { addressKey, addressOptions, organizationOptions, programOptions } from './appointment-options.ts';
import { newJersey } from '../../data/testing/samples.ts';
import { NOW, enrolment, homeAddress, writtenAddress } from './test-fixtures.ts';

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
  const billing = { ...newJersey, organizationId: 9, name: 'Billing', evv: false };
  const burlington = {
    ...newJersey,
    organizationId: 3,
    parentOrganizationId: newJersey.organizationId,
    name: 'Harbor Home Care - Burlington County',
  };
  const input = {
    available: [billing, newJersey],
    scopeOrganizations: [billing, newJersey, burlington],
    clientPrograms: null,
    serviceInstant: NOW,
    now: NOW,
    chosen: newJersey,
  };

  it('offers the available EVV organizations while no client is chosen', () => {
    expect(organizationOptions(input)).toEqual([{ value: 2, label: newJersey.name }]);
  });

  it("offers the organizations of the client's programs in scope, a child one too (issue 20, item 3)", () => {
    const clientPrograms = [{ ...enrolment, organizationId: burlington.organizationId }];
    expect(organizationOptions({ ...input, clientPrograms, chosen: undefined })).toEqual([
      { value: 3, label: burlington.name },
    ]);
    // The organization already chosen stays, so the field can show it.
    expect(organizationOptions({ ...input, clientPrograms }).map((option) => option.value)).toEqual([3, 2]);
  });

  it('offers none for a client without a program in scope on the day', () => {
    expect(organizationOptions({ ...input, clientPrograms: [], chosen: undefined })).toEqual([]);
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
