import { describe, expect, it } from 'vitest';
import { clientOrganizations, organizationScope, type OrganizationNode } from './organization-choices.ts';

// The demo agency's shape: a non-EVV root, New Jersey with its child Burlington County (and a grandchild),
// Pennsylvania beside New Jersey, and a billing office nobody is assigned to.
const org = (organizationId: number, parentOrganizationId: number | null, evv = true): OrganizationNode => ({
  organizationId,
  parentOrganizationId,
  evv,
});
const ROOT = org(1, null, false);
const NJ = org(2, 1);
const BURLINGTON = org(3, 2);
const WILLINGBORO = org(4, 3);
const PA = org(5, 1);
const BILLING = org(6, 1);
const ALL = [ROOT, NJ, BURLINGTON, WILLINGBORO, PA, BILLING];

describe('organizationScope (spec 1 §6)', () => {
  it('holds the current organization, its ancestors and all its descendants', () => {
    const scope = organizationScope({
      organizations: ALL,
      currentOrganizationId: 2,
      additionalOrganizationIds: [],
    });
    expect([...scope].sort()).toEqual([1, 2, 3, 4]);
  });

  it('adds the additional organizations, and not their relatives', () => {
    const scope = organizationScope({
      organizations: ALL,
      currentOrganizationId: 3,
      additionalOrganizationIds: [5],
    });
    expect([...scope].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops at a cycle in the parent chain', () => {
    const cycle = [org(7, 8), org(8, 7)];
    const scope = organizationScope({
      organizations: cycle,
      currentOrganizationId: 7,
      additionalOrganizationIds: [],
    });
    expect([...scope].sort()).toEqual([7, 8]);
  });
});

describe('clientOrganizations', () => {
  const NOW = new Date('2026-06-03T14:00:00Z');
  const scope = new Set([1, 2, 3, 4]);
  const enrolment = (organizationId: number, beginDate: string, endDate: string | null = null) => ({
    organizationId,
    beginDate,
    endDate,
  });

  it("offers the child organization where the client's program is (issue 20, item 3)", () => {
    const chosen = clientOrganizations({
      organizations: ALL,
      scope,
      clientPrograms: [enrolment(3, '2025-01-01')],
      serviceInstant: NOW,
      now: NOW,
    });
    expect(chosen).toEqual([BURLINGTON]);
  });

  it('leaves out organizations outside the scope, without EVV, or whose program does not cover the day', () => {
    const chosen = clientOrganizations({
      organizations: ALL,
      scope,
      clientPrograms: [
        enrolment(5, '2025-01-01'), // Pennsylvania: not in scope
        enrolment(1, '2025-01-01'), // the root: no EVV
        enrolment(2, '2026-06-04'), // begins the day after
        enrolment(4, '2025-01-01', '2026-06-02'), // ended the day before
      ],
      serviceInstant: NOW,
      now: NOW,
    });
    expect(chosen).toEqual([]);
  });

  it('counts the first and last day of a program, in US Central time', () => {
    // 00:30 on 3 June in Chicago is 05:30 UTC.
    const earlyMorning = new Date('2026-06-03T05:30:00Z');
    const chosen = clientOrganizations({
      organizations: ALL,
      scope,
      clientPrograms: [enrolment(2, '2026-06-03', '2026-06-03'), enrolment(3, '2026-06-04')],
      serviceInstant: earlyMorning,
      now: NOW,
    });
    expect(chosen).toEqual([NJ]);
  });
});
