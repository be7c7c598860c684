// The Spanish message catalog (issue 33): neutral Latin American Spanish as a US home-care agency writes it, usted
// to the user. One file in ./es per file of ./ui, the same names, plus en.ts's own sections; each is typed from
// its English file, and `es` as the Catalog, so a missing or unknown key does not compile. Parameters keep the
// English names; codes and product names (CareVisit, EVV, GPS, PDF, PIN, Medicaid) stay as they are.
import type { Catalog } from './catalog.ts';
import { commonText } from './es/common.ts';
import { shellText } from './es/shell.ts';
import { signInText } from './es/sign-in.ts';
import { ssoText } from './es/sso.ts';
import { passwordText } from './es/password.ts';
import { offlineSetupText } from './es/offline-setup.ts';
import { settingsText } from './es/settings.ts';
import { sessionText } from './es/session.ts';
import { sessionsText } from './es/sessions.ts';
import { syncText } from './es/sync.ts';
import { appointmentCardText } from './es/appointment-card.ts';
import { appointmentDialogText } from './es/appointment-dialog.ts';
import { scheduleText } from './es/schedule.ts';
import { dashboardText } from './es/dashboard.ts';
import { caseloadText } from './es/caseload.ts';
import { facesheetText } from './es/facesheet.ts';
import { verificationText } from './es/verification.ts';
import { clinicalText } from './es/clinical.ts';
import { documentsText } from './es/documents.ts';
import { documentWriteText } from './es/document-write.ts';
import { formsText } from './es/forms.ts';
import { goalsAddressedText } from './es/goals-addressed.ts';
import { impactText } from './es/impact.ts';
import { signaturesText } from './es/signatures.ts';
import { pdfViewerText } from './es/pdf-viewer.ts';
import { evvText } from './es/evv.ts';
import { passkeysText } from './es/passkeys.ts';
import { passkeyRefusalText } from './es/passkey-refusals.ts';
import { languageText } from './es/language.ts';
// Issue 34: the FHIR calls.
import { fhirText } from './es/fhir.ts';
import { inlineSections } from './es/inline-sections.ts';

export const es: Catalog = {
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
  ...pdfViewerText,
  ...evvText,
  ...passkeysText,
  ...passkeyRefusalText,
  ...languageText,
  ...fhirText,
  ...inlineSections,
};
