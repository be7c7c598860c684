import { describe, expect, it } from 'vitest';
import { documentsByAppointment, type LinkedDocument } from './document-links.ts';

const doc = (id: number, appointmentId: number | null, deleted?: boolean): LinkedDocument => ({
  id,
  appointmentId,
  ...(deleted === undefined ? {} : { deleted }),
});

describe('documentsByAppointment (spec 2 §4 first linked document)', () => {
  it('orders server ids ascending, then the device’s unsent documents oldest first', () => {
    // Temporary ids are minus the clock's milliseconds: the one made first is nearest zero.
    const linked = documentsByAppointment([
      doc(-1_700_000_000_500, 7),
      doc(40, 7),
      doc(-1_700_000_000_100, 7),
      doc(12, 7),
    ]);
    expect(linked.get(7)!.map((each) => each.id)).toEqual([12, 40, -1_700_000_000_100, -1_700_000_000_500]);
  });

  it('groups by appointment and leaves out documents of no appointment and deleted ones', () => {
    const linked = documentsByAppointment([doc(1, 7), doc(2, 8), doc(3, null), doc(4, 7, true)]);
    expect([...linked.keys()].sort()).toEqual([7, 8]);
    expect(linked.get(7)!.map((each) => each.id)).toEqual([1]);
    expect(linked.get(8)!.map((each) => each.id)).toEqual([2]);
  });

  it('is empty for no documents', () => {
    expect(documentsByAppointment([]).size).toBe(0);
  });
});
