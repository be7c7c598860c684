import { z } from 'zod';

/**
 * How the aggregator knows the caregiver (Sandata's EmployeeQualifier). The identifier itself (an SSN, or a
 * state registry id) never reaches the device: the server adds it when it sends the record.
 */
export const employeeQualifiers = ['EmployeeSSN', 'EmployeeRegID', 'EmployeeCustomID'] as const;

/** Up to four procedure-code modifiers, in the order the payer lists them (Sandata Modifier1..Modifier4). */
const MODIFIERS_MAX = 4;

/**
 * What the server and the device know for billing a visit (issue 32 item 1): the agency's Medicaid provider id,
 * the client program's payer, payer program and client Medicaid id, the activity's procedure code, modifiers and
 * whether EVV applies, and whether the caregiver has an employee identifier on file, with its qualifier.
 */
export const billingData = z.object({
  providerMedicaidId: z.string().nullable(),
  payerId: z.string().nullable(),
  payerProgram: z.string().nullable(),
  clientMedicaidId: z.string().nullable(),
  procedureCode: z.string().nullable(),
  modifiers: z.array(z.string()).max(MODIFIERS_MAX),
  evvApplies: z.boolean(),
  employeeIdentifierPresent: z.boolean(),
  employeeQualifier: z.enum(employeeQualifiers).nullable(),
});
export type BillingData = z.infer<typeof billingData>;
