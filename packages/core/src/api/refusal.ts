import { z } from 'zod';

/**
 * What an entry of a refusal's errors[] carries beside its English `message` (issue 33): the catalog key and its
 * parameters (a parameter may be a message of its own), for a device to word in its user's language. Read
 * leniently, so that a reply stays readable whatever a newer server puts there: a key or parameters a device cannot
 * use leave it the message.
 */
export const refusalWording = {
  key: z.string().optional().catch(undefined),
  params: z.record(z.string(), z.unknown()).optional().catch(undefined),
};

/** One entry of errors[] in any reply that refuses: its code, where the call has codes, and its words. */
export const refusal = z.object({
  code: z.string().optional().catch(undefined),
  message: z.string(),
  ...refusalWording,
});
export type Refusal = z.infer<typeof refusal>;
