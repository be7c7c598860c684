import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  nextStaffShown,
  staffSignatureEnabled,
  staffSignatureRequired,
  validationIssues,
  type PageConfirmation,
  type TemplateModule,
} from '@carevisit/core';
import type { DocumentData, ModuleDataEntry, TemplateData } from '../../../../../data/index.ts';
import { PageLoading } from '../../../../../ui/page-loading.tsx';
import { useDocumentsRepository } from '../../use-documents.ts';
import { statusFor } from '../use-document-draft.ts';
import type { SaveProblem } from '../use-save-queue.ts';
import { ExternalSignatureBlock } from './external-signature-block.tsx';
import { ModuleChecks } from './module-checks.tsx';
import { NextStaffSection } from './next-staff-section.tsx';
import { ProgramSelector } from './program-selector.tsx';
import { RecordedSignatures } from './recorded-signatures.tsx';
import { SafetyAlerts } from './safety-alerts.tsx';
import { StaffSignatureField } from './staff-signature-field.tsx';
import { useSignatureContext } from './use-signature-context.ts';
import { useSignatureForm } from './use-signature-form.ts';
import { useSigningAudit } from './use-signing-audit.ts';
import { ValidationIssuesBox } from './validation-issues-box.tsx';

/**
 * What the wizard's Save does on this page and whether it may (spec 2 §5: disabled until validation passes);
 * 'locked' when the page is read-only (Close instead), null while it loads.
 */
export type SignatureSave = { enabled: boolean; save: () => Promise<void> } | 'locked' | null;

export interface SignaturePageProps {
  document: DocumentData;
  template: TemplateData;
  modules: readonly TemplateModule[];
  moduleData: readonly ModuleDataEntry[];
  readOnly: boolean;
  onGoTo: (moduleId: number) => void;
  onSaveChange: (save: SignatureSave) => void;
  /** A failed save of this page's entries on the device, for the wizard's alert; null once one succeeds. */
  onSaveProblem: (problem: SaveProblem | null) => void;
}

/**
 * spec 2 §2, §4, §5 the signatures page at the end of every document: Validation Issues (beyond the spec, under
 * the document's safety alerts), the Program
 * selector, the external signature blocks, the staff signature and Next Staff to Sign; read-only once fully
 * signed, with the signatures recorded.
 */
export default function SignaturePage(props: SignaturePageProps) {
  const context = useSignatureContext(props.document);
  if (!context) return <PageLoading />;
  return <SignaturePageForm {...props} context={context} />;
}

function SignaturePageForm({
  document,
  template,
  modules,
  moduleData,
  readOnly,
  onGoTo,
  onSaveChange,
  onSaveProblem,
  context,
}: SignaturePageProps & { context: NonNullable<ReturnType<typeof useSignatureContext>> }) {
  const { t } = useTranslation();
  const repository = useDocumentsRepository();
  const form = useSignatureForm(document, template, context, repository);
  const audit = useSigningAudit(document);
  const [confirmations, setConfirmations] = useState<Record<number, PageConfirmation>>({});
  const [staffLeft, setStaffLeft] = useState(false);
  const report = useCallback(
    (confirmation: PageConfirmation) =>
      setConfirmations((before) => ({ ...before, [confirmation.moduleId]: confirmation })),
    [],
  );
  const ordered = useMemo(
    () => modules.flatMap((module) => confirmations[module.moduleId] ?? []),
    [modules, confirmations],
  );
  const allReported = ordered.length === modules.length;
  const issues = allReported ? validationIssues(ordered) : [];
  const config = template.signatureConfiguration;
  // A document signed and waiting for its next staff signer is read-only to everyone but that signer.
  const locked = readOnly || (document.documentStatus === 'Signed' && !form.coSigning);
  // The co-signer signs content fixed by the first signature (issue 31 item 2): it was checked when signed, and
  // is not checked again against what this device holds (another staff member's lists may not name the author).
  const checking = !locked && !form.coSigning;
  const pagesReady = form.coSigning || (allReported && staffSignatureEnabled(ordered));
  const staffEnabled = !locked && pagesReady;
  const { sign, passes } = form;
  const canSave =
    !locked && (form.coSigning || allReported) && passes && (form.staffSignature === '' || staffEnabled);

  useEffect(() => {
    onSaveChange(
      locked
        ? 'locked'
        : {
            enabled: canSave,
            save: async () => {
              if (await sign(statusFor(template, document, moduleData), moduleData)) await audit();
            },
          },
    );
  }, [locked, canSave, sign, template, document, moduleData, audit, onSaveChange]);
  useEffect(() => () => onSaveChange(null), [onSaveChange]);
  useEffect(() => {
    onSaveProblem(form.problem);
  }, [form.problem, onSaveProblem]);
  useEffect(() => () => onSaveProblem(null), [onSaveProblem]);

  const errors = form.errors;
  return (
    <Stack spacing={2} data-testid="signature-page">
      <Typography variant="h6" component="h2">
        {t('serviceDocuments.signaturesPage')}
      </Typography>
      <SafetyAlerts modules={modules} document={document} moduleData={moduleData} />
      {checking && (
        <ModuleChecks modules={modules} document={document} moduleData={moduleData} onReport={report} />
      )}
      {checking && allReported && <ValidationIssuesSection issues={issues} onGoTo={onGoTo} />}
      {!checking && <RecordedSignatures document={document} staff={context.staff} />}
      {template.isClientProgram && (
        <ProgramSelector
          options={context.programs}
          value={form.program}
          error={locked ? null : (errors?.program ?? null)}
          readOnly={locked || form.coSigning}
          onChange={form.setProgram}
        />
      )}
      {checking &&
        form.slots.map((slot, index) => (
          <ExternalSignatureBlock
            key={index}
            index={index}
            slot={slot}
            errors={errors?.external[index] ?? {}}
            client={context.client}
            readOnly={false}
            onChange={(next) => form.setSlot(index, next)}
          />
        ))}
      {!locked && config.numberOfStaffSignatures > 0 && (
        <StaffSignatureField
          value={form.staffSignature}
          required={staffSignatureRequired(config, form.coSigning)}
          enabled={staffEnabled}
          error={errors?.staffSignature ?? null}
          showError={(staffLeft || form.staffSignature !== '') && form.staffSignatureChecked}
          onChange={form.setStaffSignature}
          onBlur={() => setStaffLeft(true)}
        />
      )}
      {!locked && nextStaffShown(config, form.signedBefore) && (
        <NextStaffSection
          nextStaffId={form.nextStaffId}
          signer={context.signer}
          staff={context.staff}
          error={errors?.nextStaff ?? null}
          readOnly={locked}
          onChange={form.setNextStaffId}
        />
      )}
    </Stack>
  );
}

function ValidationIssuesSection({
  issues,
  onGoTo,
}: {
  issues: ReturnType<typeof validationIssues>;
  onGoTo: (moduleId: number) => void;
}) {
  const { t } = useTranslation();
  if (issues.length === 0) return <Alert severity="success">{t('signaturePage.noIssues')}</Alert>;
  return <ValidationIssuesBox issues={issues} onGoTo={onGoTo} />;
}
