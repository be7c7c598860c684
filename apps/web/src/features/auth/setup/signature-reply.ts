import { staffSignatureReply, type StaffSignatureResource } from '@carevisit/core';
import { TransientError } from '../../../data/index.ts';

/** The electronic signature a read or write answered with; a reply out of contract is a bad reply (spec 1 §8). */
export function signatureOfReply(reply: unknown): StaffSignatureResource | null {
  const parsed = staffSignatureReply.safeParse(reply);
  if (!parsed.success) throw new TransientError('badReply');
  return parsed.data.resources[0] ?? null;
}
