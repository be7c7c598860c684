import { Navigate, Route, Routes } from 'react-router';
import { ACTIVE_SESSIONS_ROUTES } from '../features/sessions/active-sessions-path.ts';
import { lazyPage } from './lazy-page.ts';

// The signed-in frame and its pages load after sign-in, keeping the first screen light.
const AppLayout = lazyPage(() => import('./shell/app-layout.tsx'), 'AppLayout');
const ChangeOfflinePinPage = lazyPage(
  () => import('../features/auth/offline/change-offline-pin-page.tsx'),
  'ChangeOfflinePinPage',
);
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const SchedulePage = lazyPage(() => import('../features/schedule/schedule-page.tsx'), 'SchedulePage');
const CaseloadPage = lazyPage(() => import('../features/caseload/caseload-page.tsx'), 'CaseloadPage');
const FacesheetPage = lazyPage(() => import('../features/facesheet/facesheet-page.tsx'), 'FacesheetPage');
const FacesheetDocumentsPage = lazyPage(
  () => import('../features/facesheet/documents/documents-page.tsx'),
  'DocumentsPage',
);
const ServiceDocumentPage = lazyPage(
  () => import('../features/facesheet/documents/wizard/service-document-page.tsx'),
  'ServiceDocumentPage',
);
// Issue 16: the PDF viewer and the external-signature wizard load only when opened (PDF.js is large).
const DocumentPdfPage = lazyPage(
  () => import('../features/facesheet/documents/pdf/document-pdf-page.tsx'),
  'DocumentPdfPage',
);
const ExternalSignaturePage = lazyPage(
  () => import('../features/facesheet/documents/wizard/external-signature/external-signature-page.tsx'),
  'ExternalSignaturePage',
);
const FacesheetMessagesPage = lazyPage(
  () => import('../features/facesheet/messages/messages-page.tsx'),
  'MessagesPage',
);
const FacesheetVitalsPage = lazyPage(
  () => import('../features/facesheet/vitals/vitals-page.tsx'),
  'VitalsPage',
);
const VitalDetailPage = lazyPage(
  () => import('../features/facesheet/vitals/vital-detail-page.tsx'),
  'VitalDetailPage',
);
const FacesheetAllergiesPage = lazyPage(
  () => import('../features/facesheet/section-pages/allergies-page.tsx'),
  'AllergiesPage',
);
const AllergyDetailPage = lazyPage(
  () => import('../features/facesheet/allergies/allergy-detail-page.tsx'),
  'AllergyDetailPage',
);
const FacesheetMedicationsPage = lazyPage(
  () => import('../features/facesheet/section-pages/medications-page.tsx'),
  'MedicationsPage',
);
const MedicationDetailPage = lazyPage(
  () => import('../features/facesheet/medications/medication-detail-page.tsx'),
  'MedicationDetailPage',
);
const FacesheetDiagnosesPage = lazyPage(
  () => import('../features/facesheet/section-pages/diagnoses-page.tsx'),
  'DiagnosesPage',
);
const DiagnosisDetailPage = lazyPage(
  () => import('../features/facesheet/diagnoses/diagnosis-detail-page.tsx'),
  'DiagnosisDetailPage',
);
// spec 2 §2: the face sheet's sub-pages, appended to {parent}/facesheet.
const FACESHEET_PAGES = [
  ['', FacesheetPage],
  ['/documents', FacesheetDocumentsPage],
  ['/documents/serviceDocument', ServiceDocumentPage],
  ['/documents/serviceDocumentPdf', DocumentPdfPage],
  ['/documents/serviceDocumentExternalSignNeeded', ExternalSignaturePage],
  ['/messages', FacesheetMessagesPage],
  ['/vitals', FacesheetVitalsPage],
  ['/vitals/vitalsInfo', VitalDetailPage],
  ['/allergies', FacesheetAllergiesPage],
  ['/allergies/allergy', AllergyDetailPage],
  ['/medications', FacesheetMedicationsPage],
  ['/medications/medication', MedicationDetailPage],
  ['/diagnoses', FacesheetDiagnosesPage],
  ['/diagnoses/diagnosis', DiagnosisDetailPage],
] as const;
const MyVisitsPage = lazyPage(() => import('../features/my-visits/my-visits-page.tsx'), 'MyVisitsPage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page.tsx'), 'SettingsPage');
const ActiveSessionsPage = lazyPage(
  () => import('../features/sessions/active-sessions-page.tsx'),
  'ActiveSessionsPage',
);

/** spec 1 §2, spec 2 §2 the signed-in app: the frame with its pages, each section's face sheet under it. */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* spec 1 §2 {parent}/activeSessions: appended to the page it was opened from. */}
        {ACTIVE_SESSIONS_ROUTES.map((path) => (
          <Route key={path} path={path} element={<ActiveSessionsPage />} />
        ))}
        {/* spec 1 §2, spec 2 §2 {parent}/facesheet and its sub-pages, under the section it was opened from. */}
        {['/dashboard', '/schedule', '/caseload'].flatMap((parent) =>
          FACESHEET_PAGES.map(([sub, Page]) => (
            <Route key={`${parent}${sub}`} path={`${parent}/facesheet${sub}`} element={<Page />} />
          )),
        )}
        {/* A sub-path the face sheet does not have shows the face sheet itself. */}
        {['/dashboard', '/schedule', '/caseload'].map((parent) => (
          <Route key={`${parent}/*`} path={`${parent}/facesheet/*`} element={<FacesheetPage />} />
        ))}
        <Route path="/dashboard/*" element={<DashboardPage />} />
        <Route path="/schedule/*" element={<SchedulePage />} />
        <Route path="/caseload/*" element={<CaseloadPage />} />
        <Route path="/myVisits" element={<MyVisitsPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/changeOfflinePin" element={<ChangeOfflinePinPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
