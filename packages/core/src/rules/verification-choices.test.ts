import { describe, expect, it } from 'vitest';
import type { Descriptor } from '../entities/organization.ts';
import {
  activityQualifierChoices,
  isDescriptorInForce,
  reasonCodeChoices,
  verificationStatuses,
} from './verification-choices.ts';

const ZONE = 'America/New_York';
// 2025-06-14 10:00 in New York
const START = new Date('2025-06-14T14:00:00Z');
const LATER = new Date('2025-06-14T15:00:00Z');

describe('verificationStatuses', () => {
  it('offers the outcomes of a stopped visit, never In Session, None or Checked In', () => {
    expect(
      verificationStatuses({
        start: START,
        now: LATER,
        organization: { useCheckedIn: true, useCoStaff: true },
        variant: 'standard',
        timeZone: ZONE,
      }),
    ).toEqual(['CBC', 'CBT', 'DNS', 'Co-Staff', 'Error', 'Kept']);
  });

  it('leaves Co-Staff out for organizations that do not use it', () => {
    expect(
      verificationStatuses({
        start: START,
        now: LATER,
        organization: { useCheckedIn: true, useCoStaff: false },
        variant: 'aggregator',
        timeZone: ZONE,
      }),
    ).toEqual(['CBC', 'CBT', 'DNS', 'Error', 'Kept']);
  });

  it('keeps the start-time rule: Kept waits for the start to arrive', () => {
    expect(
      verificationStatuses({
        start: LATER,
        now: START,
        organization: { useCheckedIn: true, useCoStaff: true },
        variant: 'standard',
        timeZone: ZONE,
      }),
    ).toEqual(['CBC', 'CBT', 'DNS', 'Error']);
  });
});

describe('isDescriptorInForce', () => {
  it('counts an end date through its own day', () => {
    expect(isDescriptorInForce(null, '2025-06-14')).toBe(true);
    expect(isDescriptorInForce('2025-06-14', '2025-06-14')).toBe(true);
    expect(isDescriptorInForce('2025-06-13', '2025-06-14')).toBe(false);
  });

  it('reads an instant as its US Central date', () => {
    // 02:00 UTC on the 15th is still the 14th in Chicago.
    expect(isDescriptorInForce('2025-06-15T02:00:00Z', '2025-06-14')).toBe(true);
    expect(isDescriptorInForce('2025-06-14T02:00:00Z', '2025-06-14')).toBe(false);
  });
});

let nextId = 1;
function descriptor(overrides: Partial<Descriptor>): Descriptor {
  return {
    descriptorId: nextId++,
    name: 'Code',
    type: 'EVV Reason Codes',
    subType: 'VerificationDeclined',
    state: 'NJ',
    endDate: null,
    organizationId: null,
    changedDate: null,
    deletedDate: null,
    ...overrides,
  } as Descriptor;
}

describe('reasonCodeChoices', () => {
  const query = {
    event: 'VerificationDeclined',
    evvState: 'NJ',
    organizationId: 10,
    today: '2025-06-14',
  } as const;

  it('keeps the codes of the event, state and organization that have not ended, by id', () => {
    const wanted = descriptor({ name: 'Client refused' });
    const ownOrganization = descriptor({ name: 'Own', organizationId: 10 });
    const stateless = descriptor({ name: 'Any state', state: null });
    const list = [
      ownOrganization,
      descriptor({ name: 'Other event', subType: 'EditTimes' }),
      descriptor({ name: 'Other state', state: 'PA' }),
      descriptor({ name: 'Other organization', organizationId: 11 }),
      descriptor({ name: 'Ended', endDate: '2025-06-13' }),
      descriptor({ name: 'Qualifier', type: 'Activity Qualifiers' }),
      stateless,
      wanted,
    ];
    expect(reasonCodeChoices(list, query).map((d) => d.name)).toEqual(['Client refused', 'Own', 'Any state']);
  });

  it('matches the state whatever its case, and offers only stateless codes without a state', () => {
    const lower = descriptor({ name: 'NJ code' });
    const stateless = descriptor({ name: 'Any state', state: null });
    expect(reasonCodeChoices([lower, stateless], { ...query, evvState: 'nj' })).toHaveLength(2);
    expect(reasonCodeChoices([lower, stateless], { ...query, evvState: null })).toEqual([stateless]);
  });
});

describe('activityQualifierChoices', () => {
  it('keeps the qualifiers of the organization that have not ended, and ended ones already checked', () => {
    const bathing = descriptor({ name: 'Bathing', type: 'Activity Qualifiers', subType: null, state: null });
    const ended = descriptor({
      name: 'Ended',
      type: 'Activity Qualifiers',
      endDate: '2025-01-01',
      subType: null,
      state: null,
    });
    const endedChecked = descriptor({
      name: 'Ended but checked',
      type: 'Activity Qualifiers',
      endDate: '2025-01-01',
      subType: null,
      state: null,
    });
    const otherOrganization = descriptor({ name: 'Other', type: 'Activity Qualifiers', organizationId: 3 });
    const reason = descriptor({ name: 'Reason code' });
    const choices = activityQualifierChoices([endedChecked, bathing, ended, otherOrganization, reason], {
      organizationId: 10,
      today: '2025-06-14',
      checked: [endedChecked.descriptorId],
    });
    expect(choices.map((d) => d.name)).toEqual(['Bathing', 'Ended but checked']);
  });

  it("offers the appointment's organization's list, so home care and behavioural health differ (issue 20 §8)", () => {
    const bathing = descriptor({
      name: 'Bathing and Grooming',
      type: 'Activity Qualifiers',
      organizationId: 1,
    });
    const coping = descriptor({
      name: 'Coping Skills Practiced',
      type: 'Activity Qualifiers',
      organizationId: 2,
    });
    const safety = descriptor({ name: 'Safety Check', type: 'Activity Qualifiers', organizationId: null });
    const names = (organizationId: number | null) =>
      activityQualifierChoices([bathing, coping, safety], {
        organizationId,
        today: '2025-06-14',
        checked: [],
      }).map((d) => d.name);
    expect(names(1)).toEqual(['Bathing and Grooming', 'Safety Check']);
    expect(names(2)).toEqual(['Coping Skills Practiced', 'Safety Check']);
    // Before an organization is chosen, only the qualifiers of every organization.
    expect(names(null)).toEqual(['Safety Check']);
  });
});
