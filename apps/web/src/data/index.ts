// The data layer's public surface for screens (apps/web/src/features/*): local database, session, sync,
// repositories. Everything else in this folder is internal to it.
export { openEvvDb, type EvvDB } from './evv-db.ts';
export { requestPersistentStorage, type PersistResult } from './persistent-storage.ts';
export { systemClock, type Clock } from './clock.ts';
export { ApiClient } from './api-client.ts';
export type { ApiClientOptions } from './api-client-options.ts';
export { LoginError, RequestRejectedError, SyncPausedError, TransientError } from './api-errors.ts';
export type { TokenSet } from './token-set.ts';
export { RecordDecryptError, KeyUnwrapError } from './crypto/crypto-errors.ts';
export {
  AppointmentsRepository,
  type AppointmentInput,
  type LocalAppointment,
} from './appointments-repository.ts';
export {
  VisitsRepository,
  VisitClosedError,
  type LocalVisit,
  type VisitReading,
  type VisitVerificationAnswers,
} from './visits-repository.ts';
export type { AppointmentData } from './appointment-data.ts';
export {
  DocumentsRepository,
  type DocumentChange,
  type NewDocumentInput,
} from './documents/documents-repository.ts';
export {
  emptyModuleData,
  newestTemplates,
  templateKey,
  type DocumentData,
  type ModuleDataEntry,
  type TemplateData,
} from './documents/document-data.ts';
export { loadDocumentPdf, type DocumentPdfLoad } from './documents/load-document-pdf.ts';
export type { VisitData } from './visit-data.ts';
export type { ClientData } from './client-data.ts';
export { RecordNotFoundError } from './record-errors.ts';
export { refusalsOf } from './sync-error.ts';
export {
  listPendingChanges,
  countPendingChanges,
  retryChange,
  type PendingChange,
} from './pending-changes.ts';
export { discardChange } from './discard-change.ts';
export { logAuditEvent } from './audit-log.ts';
export { deviceIdOf } from './device-meta.ts';
export { SyncEngine } from './sync/sync-engine.ts';
export { StartRoutine, type SyncOutcome } from './sync/start-routine.ts';
export type { LoadProgress, LoadStatus } from './sync/load-status.ts';
export type { SyncTableName } from './sync/read-sources.ts';
export { signInOnline, type OnlineSignIn } from './users/online-login.ts';
export { signInOffline, type OfflineSignIn } from './users/offline-login.ts';
export { saveOfflinePin } from './users/offline-pin.ts';
export { checkLogout, logout, type LogoutCheck } from './users/logout.ts';
export { recordRecentClient, recentClients } from './users/recent-clients.ts';
export { saveProfile, type Session, type UserProfile } from './users/session.ts';
export { checkTypedSignature, keepSignatureVerifier } from './users/electronic-signature.ts';
export {
  clearLoginFailures,
  loginLockOf,
  recordLoginFailure,
  recordServerLockout,
  type LoginLock,
} from './users/login-lockout.ts';
export { hasOfflineUser } from './users/offline-user.ts';
export { SessionVault, type VaultedSession } from './session-vault/session-vault.ts';
export { openVaultDb } from './session-vault/vault-db.ts';
export { restoreSession, type RestoredSession } from './session-vault/restore-session.ts';
export { registerPasskey, type PasskeyRegistration } from './passkeys/passkey-registration.ts';
export { passkeyTokens, type PasskeyTokens } from './passkeys/passkey-sign-in.ts';
export { dropRemovedPasskeyWraps, keepPasskeyUnlock } from './passkeys/passkey-wraps.ts';
export { deviceHasPasskeyUnlock, unlockOfflineWithPasskey } from './passkeys/offline-passkey-unlock.ts';
export type { OfflinePasskeySignIn } from './users/offline-passkey-login.ts';
export { listPasskeys, removePasskey, type Passkey } from './passkeys/passkey-api.ts';
export { passkeyWrapIdsOf } from './crypto/passkey-keyring.ts';
export { answerPasskeyOffer, passkeyOfferAnswered } from './passkeys/passkey-offer.ts';
