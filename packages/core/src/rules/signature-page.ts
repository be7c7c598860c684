import type { SignatureConfiguration } from '../entities/document.ts';
import type { Message } from '../messages/format.ts';
import { staffSignatureError, type SignatureCheck } from './credentials.ts';
import { externalSignatureErrors, type ExternalSlot, type ExternalSlotErrors } from './signature-external.ts';

/** A page of the document as the signature page sees it: the form engine says whether its requirements are met. */
export interface PageConfirmation {
  moduleId: number;
  name: string;
  /** Every requirement of the page is met (the form engine's page check). */
  valid: boolean;
  /** Confirmed with Next (spec 2 §4 Wizard navigation). */
  formValidated: boolean;
}

export interface ValidationIssue {
  moduleId: number;
  /** 'unmet': the page fails validation; 'notConfirmed': valid, but never confirmed with Next (a warning). */
  kind: 'unmet' | 'notConfirmed';
  message: Message;
}

/**
 * spec 2 §2, §5 Validation Issues: each page with unmet requirements, and a warning for each page valid but not
 * confirmed with Next, in page order; each names its page so the screen can link to it.
 */
export function validationIssues(modules: readonly PageConfirmation[]): ValidationIssue[] {
  return modules.flatMap((module): ValidationIssue[] => {
    if (!module.valid) {
      return [{ moduleId: module.moduleId, kind: 'unmet', message: moduleMessage('unmet', module.name) }];
    }
    if (!module.formValidated) {
      const message = moduleMessage('notConfirmed', module.name);
      return [{ moduleId: module.moduleId, kind: 'notConfirmed', message }];
    }
    return [];
  });
}

function moduleMessage(kind: ValidationIssue['kind'], name: string): Message {
  const key = kind === 'unmet' ? 'signaturePage.moduleUnmet' : 'signaturePage.moduleNotConfirmed';
  return { key, params: { name } };
}

/** spec 2 §4: the staff signature field stays disabled until every page has been confirmed with Next. */
export function staffSignatureEnabled(modules: readonly Pick<PageConfirmation, 'formValidated'>[]): boolean {
  return modules.every((module) => module.formValidated);
}

/** The value of the Program selector: a client program id, or nothing chosen / its placeholder. */
export type ProgramChoice = number | 'Select Program' | null;

/**
 * spec 2 §5: a client-program document (isClientProgram) needs a program, and the 'Select Program' placeholder
 * is not one.
 */
export function programError(isClientProgram: boolean, choice: ProgramChoice): Message | null {
  if (!isClientProgram || typeof choice === 'number') return null;
  return { key: 'signaturePage.programRequired' };
}

type StaffCounts = Pick<SignatureConfiguration, 'numberOfStaffSignatures' | 'minimumNumberOfStaffSignatures'>;

/**
 * spec 2 §5: a Next Staff to Sign is required when more than one staff signature is configured and the minimum
 * exceeds 1, from the first staff signer; and from each co-signer while the minimum is not yet reached with
 * their signature (issue 31: a template needing three signatures). `signedBefore` counts the staff signatures
 * the document already holds.
 */
export function nextStaffRequired(config: StaffCounts, signedBefore: number): boolean {
  const { numberOfStaffSignatures: most, minimumNumberOfStaffSignatures: minimum } = config;
  return most > 1 && signedBefore + 1 < Math.min(minimum, most);
}

/** spec 2 §4: the Next Staff to Sign section shows while another staff member may still sign after this one. */
export function nextStaffShown(config: StaffCounts, signedBefore: number): boolean {
  return signedBefore + 1 < config.numberOfStaffSignatures;
}

/**
 * spec 2 §5: the staff signature must be given when the template's minimum is at least 1, or by the co-signing
 * staff member; on a template with a minimum of 0 it is optional (marked so, and checked only when typed).
 */
export function staffSignatureRequired(config: StaffCounts, coSigning: boolean): boolean {
  return config.minimumNumberOfStaffSignatures > 0 || coSigning;
}

export function nextStaffError(
  config: StaffCounts,
  signedBefore: number,
  nextStaffId: number | null,
): Message | null {
  return nextStaffRequired(config, signedBefore) && nextStaffId === null
    ? { key: 'signaturePage.nextStaffRequired' }
    : null;
}

export interface SignaturePageInput {
  signatureConfiguration: SignatureConfiguration;
  isClientProgram: boolean;
  program: ProgramChoice;
  externalSlots: readonly ExternalSlot[];
  /** What was typed in the staff signature field ('' when nothing). */
  staffSignature: string;
  /** Compares a typed signature with the one on file (the device's verifier, issue 31 item 2). */
  checkStaffSignature: (entered: string) => Promise<SignatureCheck>;
  /** The signer is the co-signing staff member the first signer named. */
  coSigning: boolean;
  /** The staff signatures the document holds before this one. */
  signedBefore: number;
  nextStaffId: number | null;
}

const EMPTY_SLOT: ExternalSlot = {
  name: null,
  signature: null,
  unableToCollectYN: 'N',
  unableReason: null,
  role: null,
  roleOther: null,
};

export interface SignaturePageErrors {
  program: Message | null;
  external: ExternalSlotErrors[];
  staffSignature: Message | null;
  nextStaff: Message | null;
}

/**
 * spec 2 §5 Signature page, every check at once. The staff signature is checked when the template asks for
 * one: required when the minimum is at least 1, and when typed it must match the one on file (the device's
 * verifier, works offline; the server checks it again, issue 31 item 1).
 */
export async function signaturePageErrors(input: SignaturePageInput): Promise<SignaturePageErrors> {
  const config = input.signatureConfiguration;
  const staffRequired = staffSignatureRequired(config, input.coSigning);
  const staffChecked = config.numberOfStaffSignatures > 0 && (staffRequired || input.staffSignature !== '');
  return {
    program: programError(input.isClientProgram, input.program),
    external: externalSignatureErrors(
      Array.from(
        { length: config.numberOfExternalSignatures },
        (_, i) => input.externalSlots[i] ?? EMPTY_SLOT,
      ),
    ),
    staffSignature: staffChecked
      ? await staffSignatureError(input.staffSignature, input.checkStaffSignature)
      : null,
    nextStaff: nextStaffError(config, input.signedBefore, input.nextStaffId),
  };
}

/** spec 2 §2, §5: Save stays disabled until signature validation passes. */
export function signaturePagePasses(errors: SignaturePageErrors): boolean {
  return (
    errors.program === null &&
    errors.staffSignature === null &&
    errors.nextStaff === null &&
    errors.external.every((slot) => Object.keys(slot).length === 0)
  );
}
