import { Suspense, use, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { OfflineLoginRedirect } from '../features/auth/offline/offline-login-redirect.tsx';
import { LoginPage } from '../features/auth/password/login-page.tsx';
import { signInKindOf } from '../platform/host-kind.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { ACTIVE_SESSIONS_ROUTES } from '../features/sessions/active-sessions-path.ts';
import { lazyPage } from './lazy-page.ts';
import { useAuthState, useSessionStore } from '../session/session-context.tsx';
import { Splash, useSplashDone } from './splash.tsx';

// The signed-in frame and its pages load after sign-in, keeping the first screen light.
const AppLayout = lazyPage(() => import('./shell/app-layout.tsx'), 'AppLayout');
const OfflineLoginPage = lazyPage(
  () => import('../features/auth/offline/offline-login-page.tsx'),
  'OfflineLoginPage',
);
const SsoStartPage = lazyPage(() => import('../features/auth/sso/sso-start-page.tsx'), 'SsoStartPage');
const OidcCallbackPage = lazyPage(
  () => import('../features/auth/sso/oidc-callback-page.tsx'),
  'OidcCallbackPage',
);
const LoginFailedPage = lazyPage(
  () => import('../features/auth/sso/login-failed-page.tsx'),
  'LoginFailedPage',
);
const SetupScreen = lazyPage(() => import('../features/auth/setup/setup-screen.tsx'), 'SetupScreen');
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
const SettingsPage = lazyPage(() => import('../features/settings/settings-page.tsx'), 'SettingsPage');
const ActiveSessionsPage = lazyPage(
  () => import('../features/sessions/active-sessions-page.tsx'),
  'ActiveSessionsPage',
);

/** spec 1 §2: the root shows the password page on evv hosts and single sign-on on mobile hosts. */
function RootSignIn() {
  const { config } = useSessionStore();
  const kind = signInKindOf(window.location.hostname, config.defaultAuthMode);
  return kind === 'password' ? (
    <OfflineLoginRedirect>
      <LoginPage />
    </OfflineLoginRedirect>
  ) : (
    <Navigate to="/loginPingOne" replace />
  );
}

/**
 * Pages that read the local database wait for the data layer. The password page does not: it loads the data
 * layer only on submit, so the first screen a caregiver sees stays light and quick.
 */
function DataReady({ children }: { children: ReactNode }) {
  use(useSessionStore().ready());
  return children;
}

/** spec 1 §2 routes: the splash first, then the signed-out pages, the first-time setup, or the app. */
export function AppRoutes() {
  const splashDone = useSplashDone();
  if (!splashDone) return <Splash />;
  return (
    <Suspense fallback={<PageLoading />}>
      <RestoredRoutes />
    </Suspense>
  );
}

/**
 * Issue 17: nothing is routed before the session kept on the device is back (or known to be absent), so the
 * address shown before a reload is the one that opens, not the sign-in page nor the dashboard.
 */
function RestoredRoutes() {
  const sessions = useSessionStore();
  use(sessions.restored());
  const state = useAuthState();
  return (
    <>
      {state.kind === 'setup' ? (
        <SetupScreen />
      ) : state.kind === 'signedOut' ? (
        <Routes>
          <Route path="/" element={<RootSignIn />} />
          <Route
            path="/loginOffline"
            element={
              <DataReady>
                <OfflineLoginPage />
              </DataReady>
            }
          />
          <Route
            path="/loginPingOne"
            element={
              <DataReady>
                <SsoStartPage />
              </DataReady>
            }
          />
          <Route
            path="/oidc/callback"
            element={
              <DataReady>
                <OidcCallbackPage />
              </DataReady>
            }
          />
          <Route path="/loginFailed" element={<LoginFailedPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      ) : (
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
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/changeOfflinePin" element={<ChangeOfflinePinPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      )}
    </>
  );
}
