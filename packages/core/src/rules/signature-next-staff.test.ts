import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { assignableStaff, mayBeNextStaff } from './signature-next-staff.ts';

const member = (staffId: number, firstName: string, lastName: string) => ({ staffId, firstName, lastName });
const staff = [
  member(5, 'Ana', 'Ortiz'),
  member(7, 'Ben', 'Abbott'),
  member(9, 'Cara', 'Nguyen'),
  member(12, 'Dan', 'Miller'),
  member(3, 'Eve', 'Self'),
];
const signer = { staffId: 3, supervisoryIds: [5, 7, 12, 3] };

describe('assignableStaff (spec 2 §5 Assign Staff Member)', () => {
  it('shows the default list, every supervisory staff member by name, when the search is empty', () => {
    expect(assignableStaff(signer, staff, '  ').map((s) => s.staffId)).toEqual([7, 12, 5]);
  });

  it('never offers staff outside the supervisory ids, nor the signer', () => {
    expect(assignableStaff(signer, staff, 'Nguyen')).toEqual([]);
    expect(assignableStaff(signer, staff, 'Eve')).toEqual([]);
  });

  it('searches first name, last name, "last, first" and id, in any letter case', () => {
    expect(assignableStaff(signer, staff, 'ortiz').map((s) => s.staffId)).toEqual([5]);
    expect(assignableStaff(signer, staff, 'abbott, b').map((s) => s.staffId)).toEqual([7]);
    expect(assignableStaff(signer, staff, '12').map((s) => s.staffId)).toEqual([12]);
    expect(assignableStaff(signer, staff, 'an').map((s) => s.staffId)).toEqual([12, 5]);
  });

  it('has the spec placeholder and title', () => {
    expect(formatMessage('signaturePage.searchStaff')).toBe('Search Client Name/ID');
    expect(formatMessage('signaturePage.assignStaffTitle')).toBe('Assign Staff Member');
  });
});

describe('mayBeNextStaff', () => {
  it('accepts a supervisory staff member and refuses anyone else or the signer', () => {
    expect(mayBeNextStaff(signer, 5)).toBe(true);
    expect(mayBeNextStaff(signer, 9)).toBe(false);
    expect(mayBeNextStaff(signer, 3)).toBe(false);
  });
});
