// The English message catalog: the spec's words, verbatim, keyed by meaning. {name} marks a parameter.
// Both the server (errors[]) and the web app (react-i18next resources) read from here. The words of the app's
// own controls, which the spec leaves open, live in ./ui, one file per area.
import type { I18nextResources } from './catalog.ts';
import { commonText } from './ui/common.ts';
import { shellText } from './ui/shell.ts';
import { signInText } from './ui/sign-in.ts';
import { ssoText } from './ui/sso.ts';
import { passwordText } from './ui/password.ts';
import { offlineSetupText } from './ui/offline-setup.ts';
import { settingsText } from './ui/settings.ts';
import { sessionText } from './ui/session.ts';
import { sessionsText } from './ui/sessions.ts';
import { syncText } from './ui/sync.ts';
import { appointmentCardText } from './ui/appointment-card.ts';
import { appointmentDialogText } from './ui/appointment-dialog.ts';
import { scheduleText } from './ui/schedule.ts';
import { dashboardText } from './ui/dashboard.ts';
import { caseloadText } from './ui/caseload.ts';
import { facesheetText } from './ui/facesheet.ts';
import { verificationText } from './ui/verification.ts';
import { clinicalText } from './ui/clinical.ts';
import { documentsText } from './ui/documents.ts';
import { documentWriteText } from './ui/document-write.ts';
import { formsText } from './ui/forms.ts';
import { goalsAddressedText } from './ui/goals-addressed.ts';
import { impactText } from './ui/impact.ts';
import { signaturesText } from './ui/signatures.ts';
// Issue 16 part B: the PDF viewer and the external-signature wizard.
import { pdfViewerText } from './ui/pdf-viewer.ts';
// Issue 32: readiness for the aggregator and the visit's status there.
import { evvText } from './ui/evv.ts';
// Issue 35: passkeys.
import { passkeysText } from './ui/passkeys.ts';
// Issue 35: why the server refused a passkey.
import { passkeyRefusalText } from './ui/passkey-refusals.ts';
// Issue 33 item 3: the language choice.
import { languageText } from './ui/language.ts';
// Issue 34: the FHIR calls.
import { fhirText } from './ui/fhir.ts';

export const en = {
  ...commonText,
  ...shellText,
  ...signInText,
  ...ssoText,
  ...passwordText,
  ...offlineSetupText,
  ...settingsText,
  ...sessionText,
  ...sessionsText,
  ...syncText,
  ...appointmentCardText,
  ...appointmentDialogText,
  ...scheduleText,
  ...dashboardText,
  ...caseloadText,
  ...facesheetText,
  ...verificationText,
  ...clinicalText,
  ...documentsText,
  ...documentWriteText,
  ...formsText,
  ...goalsAddressedText,
  ...impactText,
  ...signaturesText,
  // Issue 16 part B: the PDF viewer and the external-signature wizard.
  ...pdfViewerText,
  // Issue 32: readiness for the aggregator and the visit's status there.
  ...evvText,
  // Issue 35: passkeys.
  ...passkeysText,
  // Issue 35: why the server refused a passkey.
  ...passkeyRefusalText,
  // Issue 33 item 3: the language choice.
  ...languageText,
  ...fhirText,
  app: {
    initializing: 'Initializing the application',
    loadingConfigurations: 'Loading configurations...',
    updateTitle: 'Update Available',
    updateAvailable: 'A new version of the application is available.',
    updateNow: 'Update Now',
  },
  login: {
    accountRequired: 'Account: Entry required',
    usernameRequired: 'Username: Entry required',
    passwordRequired: 'Password: Entry required',
    failedTitle: 'Login Failed',
    failedDefault: 'Login failed. Please try again.',
    firstTimeLogin:
      'User has not logged in while connected to the internet. Please connect to the internet and try again.',
    networkError:
      "Please connect the device to the internet to validate your credentials in the provider's system.",
    offlineDeviceLogin:
      'Offline login to device failed, please check account, username and password fields and try again.',
    deviceLogin: 'Login to device failed, please check account, username and password fields and try again.',
    synchronizationRequiredMore: 'This process could take a while. Do you want to continue?',
    noSecurityRules: 'No Security Management Rules can be found. Please contact your system administrator.',
    loginFailed: 'Login failed, please check account, username and password fields and try again',
    privilegeRequiredTitle: 'Privilege Required',
    privilegeRequired:
      "Privilege Required: You do not have privileges to access the provider's mobile application. Please contact your system administrator.",
    offlineIncorrect: 'Username and/or Offline PIN is incorrect. Please try again.',
    deviceOffline: 'The device is offline. Please check your network connection and try again.',
    serviceResponseError: 'A problem occurred with the service response. Please try again later.',
    passwordExpiring:
      "Please note: Your password will expire soon. You can update it in the provider's system.",
    passwordMustUpdate: "Please Note: The provider's password must be updated to continue.",
    loginErrorResponse: 'Login Error Response',
    loginDialogTitle: 'Login',
    securityRulesTitle: 'Security Management Rules',
    networkErrorTitle: 'Network Error',
    firstTimeLoginTitle: 'First Time Login',
    offlineDeviceLoginTitle: 'Offline Device Login',
    deviceLoginTitle: 'Device Login',
    notLastUserTitle: 'Not Last User',
    notLastUser:
      'Another user has data on this device that has not been synchronized. That user must connect to the internet and sign in to synchronize it before you can sign in.',
    synchronizationRequiredTitle: 'Synchronization Required',
    synchronizationRequired:
      'This device holds data of yours that has not been synchronized. It will be sent to the server now.',
    serviceResponseErrorTitle: 'Service Error',
    networkConnectionErrorTitle: 'Network Connection Error',
    passwordExpirationTitle: 'Password Expiration',
    updatePasswordTitle: 'Update Password',
    loginDisabledTitle: 'Login Disabled',
    maximumAttemptsTitle: 'Maximum Login Attempts',
    loginDisabled: 'Login is disabled for {minutes} minutes.',
  },
  offlineLogin: {
    usernameRequired: 'Please enter your username',
    pinRequired: 'Please enter your Offline PIN',
    pinLength: 'PIN must be 4 digits',
  },
  pin: {
    required: 'Please enter a PIN',
    confirmRequired: 'Please re-enter your PIN',
    length: 'PIN must be 4 digits',
    mismatch: 'PIN does not match',
  },
  signature: {
    required: 'Please enter a Signature',
    confirmRequired: 'Please re-enter your Signature',
    mismatch: 'Error: The signature values do not match. Please try again.',
    requirementsNotMet:
      'Error: The signature entered does not meet the requirements.  Please check the rules and try again.',
    staffRequired: 'Staff Signature is a required field. Please enter a value.',
    staffMismatch: 'The signature entered does not match the signature on file.',
    // Issue 31 item 3: not in the spec; the wrong-try limit of the electronic signature.
    proofLocked: 'Too many wrong signatures. Signing is locked; please try again in {minutes} minutes.',
    deviceProofLocked: 'Too many wrong signatures on this device. Please log in online to sign again.',
    changeNeedsPassword: 'Please enter your password to change your electronic signature.',
  },
  passwordChange: {
    fieldRequired: '{field} is a required field. Please enter a value and resubmit.',
    passwordMismatch: 'The new password entered does not match the confirmed password entered.',
    signatureMismatch: 'The new electronic signature entered does not match the confirmed signature entered.',
    fallback: 'Unable to change password.',
    incorrectPassword: 'The existing password entered is incorrect.',
    passwordRequirements:
      'The new password does not comply with the minimum length, numbers and symbols required.',
    signatureRequirements:
      'The new electronic signature does not comply with the minimum length, numbers and symbols required.',
    previousPassword: 'The new password cannot be the same as the existing password.',
    matchingPasswordSignature: 'The password and the electronic signature cannot match each other.',
    loginNameUsed: 'The login name cannot be used in the password or the electronic signature.',
    existingPasswordLabel: 'Existing Password',
    newPasswordLabel: 'New Password',
    confirmPasswordLabel: 'Confirm New Password',
    newSignatureLabel: 'New Electronic Signature',
    confirmSignatureLabel: 'Confirm Electronic Signature',
  },
  address: {
    required: 'This is a required field, please enter a value.',
    invalidZip: 'Please enter a valid Zip Code',
    tooLong: 'Please enter no more than {max} characters.',
    invalidState: 'Please select a state from the list.',
  },
  appointment: {
    futureStartDate: 'Start Date cannot be a future date.',
    futureStartTime: 'Start Time cannot be a future time.',
    nonBillableExceedsDuration: 'Non-billable minutes cannot exceed the actual duration.',
    cannotSaveTitle: 'Cannot Save Appointment',
    visitTooLong: 'Visits of 24 hours or more cannot be saved.',
    clientProgramNotFound:
      'Unable to determine client program: Client[{clientId}] Program[{programId}] Org[{organizationId}].',
    overlapContinue: 'Do you want to continue?',
    overlapRefused: 'The staff member is not authorized to multibook appointments.',
    overlapOpenVisit:
      'The staff member is not authorized to multibook appointments. The visit with {client} that started at {started} is still in session: stop it first, then try again.',
    notFound: 'Appointment not found.',
    organizationNotAllowed: 'The organization is not available to this staff member.',
    clientNotFound: 'Client not found.',
    required: 'This is a required field, please enter a value.',
    nonBillableInvalid: 'Non-billable minutes must be a whole number from 0 to 999.',
    visitVerified:
      'The visit of this appointment has been verified. The appointment can no longer be changed.',
  },
  editTimes: {
    conflict: 'These times conflict with another appointment.',
    reasonRequired: 'Reason For Change is a required field. Please complete and save.',
    commentsRequired: 'Comments is a required field. Please complete and save.',
    commentsTooLong: 'Comments cannot exceed {max} characters.',
    startRequired: 'Start Date is a required field. Please complete and save.',
    endRequired: 'End Date is a required field. Please complete and save.',
    futureStartDate: 'Start Date cannot be a future date.',
    futureStartTime: 'Start Time cannot be a future time.',
    futureEndDate: 'End Date cannot be a future date.',
    futureEndTime: 'End Time cannot be a future time.',
    startAfterEnd: 'Start Time cannot be after End Time.',
    tooLong: 'The appointment must be under 24 hours.',
    beforeMinimumDate: 'Start Date cannot be before {date}.',
  },
  verification: {
    statusRequired: 'Status is a required field. Please select a value and resubmit.',
    serviceRequired: 'Verification of service is a required field. Please make a selection and resubmit',
    durationRequired: 'Verification of duration is a required field. Please make a selection and resubmit',
    signatureOrNo:
      'Please capture a signature or select "No" to the verification of services/duration and resubmit.',
    declinedReasonRequired:
      'Reason for declining verification is a required field. Please select a value and resubmit.',
    declinedCommentsRequired:
      'Comments for declining verification is a required field. Please enter a value and resubmit.',
    missingSignatureReasonRequired:
      'Reason for missing signature is a required field. Please select a value and resubmit.',
    missingSignatureCommentsRequired:
      'Comments for missing signature is a required field. Please enter a value and resubmit.',
    addressReasonRequired:
      'Reason for address discrepancy is a required field. Please select a value and resubmit.',
    addressCommentsRequired:
      'Comments for address discrepancy is a required field. Please enter a value and resubmit.',
    commentsTooLong: 'Comments cannot exceed {max} characters.',
    confirmSubmit: 'Are you sure you want to submit this visit verification?',
    confirmNotSent: 'With the status {status} this visit will not be sent. Are you sure you want to submit?',
  },
  gps: {
    denied:
      'Cannot {action} for a Client with location services turned off. Please turn on location services for your browser and try again.',
    timeout:
      'Cannot {action}. Please set Location Services on your device to Allow for your device and browser.',
  },
  offline: {
    mode: 'You are currently offline. Please check your network connection.',
  },
  settings: {
    logoutConfirm: 'Are you sure you want to log out?',
  },
  empty: {
    appointments: 'There are no scheduled appointments',
    tasks: 'There are no incomplete tasks',
    clients: 'No clients found',
    documents: 'No Documents Found',
    messages: 'No messages found',
    vitals: 'No vitals found',
    allergies: 'No Allergies Found',
    medications: 'No Medications Found',
    diagnoses: 'No Diagnoses Found',
    notSet: 'Not Set',
  },
  // spec 2 §4: task status display names
  tasks: {
    openSession: 'Open Session',
    noStatus: 'Appointment: No Status',
    incomplete: 'Incomplete Service Document',
    unsigned: 'Unsigned Service Document',
    missing: 'Missing Service Document',
    pdf: 'PDF',
  },
  documents: {
    maxOpen:
      'You have reached the maximum number of open documents, which is four. Please close one document before attempting to reopen another.',
    deleteConfirm: 'Are you sure you want to delete this document?',
    notRequired: 'Service Documentation is not required for this activity.',
  },
  server: {
    unknownTable: 'Unknown table: {table}.',
    notFound: 'Not found.',
    invalidRequest: 'The request is not valid: {detail}',
    // Issue 33: zod's own English ({detail}) on a field, or on the whole request, core's schema refuses.
    fieldIssue: '{field}: {detail}',
    requestIssue: '{detail}',
    malformedJson: 'The request body is not valid JSON.',
    payloadTooLarge: 'The request body is too large.',
    unauthorized: 'Authentication is required.',
    invalidToken: 'The access token is invalid or has expired.',
    invalidClient: 'The client credentials are not valid.',
    unsupportedGrant: 'The grant type is not supported.',
    invalidRefreshToken: 'The refresh token is invalid or has expired.',
    tooManyRequests: 'Too many requests. Please try again later.',
    internal: 'A problem occurred with the service response. Please try again later.',
    writeConflict: 'This record was changed at the same time by another request. Please try again.',
    valueRejected: 'A value of this record cannot be stored.',
    ssoNotConfigured: 'Single sign-on is not configured on this server.',
    userUnknown: 'No staff member is linked to this identity.',
    pinInvalid: 'PIN must be 4 digits',
    signatureTooLong: 'The electronic signature must be at most 20 characters.',
    visitNotFound: 'Visit not found.',
    referenceNotFound: '{name} was not found.',
    endBeforeStart: 'The end time must be after the start time.',
    statusNotAllowed: 'The status {status} cannot be chosen for this appointment now.',
    statusLocked: 'The status of this appointment can no longer be changed.',
    addressNotFound: 'The visit address was not found for this client.',
    addressInvalid: 'The {which} visit address is not complete: {detail}',
    addressRequired: 'A {which} visit address is required for this activity.',
    // Issue 33: {which} of the two above, a message of its own.
    visitAddress: { start: 'start', end: 'end' },
    reasonCodeNotFound: 'The reason code {id} is not an EVV reason code of this agency.',
    qualifierNotOffered:
      'The Activity Qualifier {id} is not offered for the organization of this appointment.',
    visitLocked: 'This visit has been verified and can no longer be changed.',
    // Issue 36: visit_already_verified.
    visitAlreadyVerified:
      'This visit was already verified on another device or by your agency. That verification stands; this one was not saved.',
    visitAlreadyVerifiedDisputeKept:
      "This visit was already verified on another device or by your agency. That verification stands; this one was not saved, and the client's answers in it were kept with the visit for your agency.",
    signatureNotPng: 'The client signature must be a PNG image.',
    // Issue 30: SIGNATURE_IMAGE_LIMITS.
    signatureTooLarge:
      'The client signature image can be at most {maxSide} pixels wide and high, {megapixels} megapixels and {kilobytes} KB.',
    verificationIncomplete: 'The visit cannot be verified: {detail}',
    // Issue 32 item 5: a supervisor's correction of a verified visit (the time rules answer with editTimes.*).
    correctionNotVerified: 'This visit is not verified yet, so it cannot be corrected.',
    correctionOwnVisit: 'You cannot correct your own visit. Your supervisor can.',
    correctionNotSupervisor: 'Only a supervisor of the staff member who made this visit can correct it.',
  },
} as const;

/**
 * The English catalog as i18next reads it (react-i18next's typed keys): a message with plural forms is its key,
 * plus the key with each form's suffix. The type every language's catalog must have is `Catalog` (./catalog.ts).
 */
export type MessageCatalog = I18nextResources<typeof en>;
