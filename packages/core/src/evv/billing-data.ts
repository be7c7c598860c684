/**
 * How the aggregator knows the caregiver (Sandata's EmployeeQualifier). The identifier itself (an SSN, or a
 * state registry id) never reaches the device: the server adds it when it sends the record.
 */
type EmployeeQualifier = 'EmployeeSSN' | 'EmployeeRegID' | 'EmployeeCustomID';

/**
 * What the server and the device know for billing a visit (issue 32 item 1): the agency's Medicaid provider id,
 * the client program's payer, payer program and client Medicaid id, the activity's procedure code, up to four
 * modifiers in the payer's order and whether EVV applies, and whether the caregiver has an employee identifier on
 * file, with its qualifier.
 */
export interface BillingData {
  providerMedicaidId: string | null;
  payerId: string | null;
  payerProgram: string | null;
  clientMedicaidId: string | null;
  procedureCode: string | null;
  modifiers: string[];
  evvApplies: boolean;
  employeeIdentifierPresent: boolean;
  employeeQualifier: EmployeeQualifier | null;
}
