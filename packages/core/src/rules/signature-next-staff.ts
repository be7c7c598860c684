import type { Staff } from '../entities/organization.ts';

type StaffChoice = Pick<Staff, 'staffId' | 'firstName' | 'lastName'>;

const byName = (a: StaffChoice, b: StaffChoice): number =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.staffId - b.staffId;

/**
 * spec 2 §2, §5 Assign Staff Member: the signer's supervisory staff ids limit who may be chosen as Next Staff to
 * Sign (never the signer). With an empty search every one of them shows, by name (the default list); otherwise
 * those whose first name, last name, 'last, first' or id contains the search, in any letter case.
 */
export function assignableStaff<S extends StaffChoice>(
  signer: Pick<Staff, 'staffId' | 'supervisoryIds'>,
  staff: readonly S[],
  search: string,
): S[] {
  const allowed = new Set(signer.supervisoryIds);
  const choices = staff.filter((member) => allowed.has(member.staffId) && member.staffId !== signer.staffId);
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? choices.filter((member) =>
        [
          member.firstName,
          member.lastName,
          `${member.lastName}, ${member.firstName}`,
          String(member.staffId),
        ].some((text) => text.toLowerCase().includes(needle)),
      )
    : choices;
  return [...matching].sort(byName);
}

/** The server's check of a named next signer: one the signer could have chosen. */
export function mayBeNextStaff(
  signer: Pick<Staff, 'staffId' | 'supervisoryIds'>,
  nextStaffId: number,
): boolean {
  return nextStaffId !== signer.staffId && signer.supervisoryIds.includes(nextStaffId);
}
