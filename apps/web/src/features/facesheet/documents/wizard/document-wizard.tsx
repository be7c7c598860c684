import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Drawer, Grid, Paper, Stack, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { arePagesFixed, isDocumentReadOnly } from '@carevisit/core';
import type { DocumentData, TemplateData } from '../../../../data/index.ts';
import { PageLoading } from '../../../../ui/page-loading.tsx';
import { useLayoutKind } from '../../../../ui/use-layout.ts';
import { useLatest } from '../../../../ui/use-latest.ts';
import { DocumentStatusChip } from '../document-status-chip.tsx';
import { useDocumentsRepository } from '../use-documents.ts';
import type { PageChecker } from './page-kind.ts';
import { PageHost } from './page-host.tsx';
import { SaveProblemAlert } from './save-problem-alert.tsx';
import { pageKindOf } from './page-registry.tsx';
import type { SignatureSave } from './signature-page/signature-page.tsx';
import { entryOf, statusFor, useDocumentDraft } from './use-document-draft.ts';
import { useSaveAction } from './use-save-action.ts';
import type { SaveProblem } from './use-save-queue.ts';
import { FloatingError } from './floating-error.tsx';
import { useWizardNavigation } from './use-wizard-navigation.ts';
import { WizardFooter } from './wizard-footer.tsx';
import { WizardNavigator, type WizardPage } from './wizard-navigator.tsx';

/** spec 2 §4, §9: form data is applied 3 s after opening to run business rules, then saved. */
const APPLY_RULES_MS = 3000;

const SIGNATURES_KEY = 'signatures';

// Issue 16: the signature page (and its pad) load only when a document reaches it.
const SignaturePage = lazy(() => import('./signature-page/signature-page.tsx'));

/**
 * spec 2 §2, §4 the service document wizard: the left navigator (a drawer on a handheld), 'Status:' with the
 * status, the page through the registry by module type, then the signatures page; Previous, Next, Save or
 * Close. Every change is saved on the device at once (useDocumentDraft).
 */
export function DocumentWizard({
  document,
  template,
  onClose,
}: {
  document: DocumentData;
  template: TemplateData;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const handheld = useLayoutKind() === 'handheld';
  const repository = useDocumentsRepository();
  // Fully signed: all read-only. Signed once: the pages are fixed, the signature page open to the co-signer.
  const readOnly = isDocumentReadOnly(document);
  const pagesFixed = arePagesFixed(document);
  const draft = useDocumentDraft(document, template, repository, pagesFixed);
  const modules = useMemo(() => [...template.modules].sort((a, b) => a.order - b.order), [template]);
  const checkerRef = useRef<PageChecker | null>(null);
  const entryAt = useCallback(
    (index: number) => (modules[index] ? entryOf(draft.moduleData, modules[index]) : null),
    [modules, draft.moduleData],
  );
  const nav = useWizardNavigation(modules.length + 1, entryAt, draft, checkerRef, pagesFixed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signatureSave, setSignatureSave] = useState<SignatureSave>(null);
  const [signatureProblem, setSignatureProblem] = useState<SaveProblem | null>(null);

  // The page's entry when the timer fires, not when the wizard opened: what was typed meanwhile is kept.
  const applyRules = useLatest(() => {
    const entry = entryAt(nav.index);
    // Saved like any change: a failure shows in the wizard's alert and the change waits for a retry.
    if (entry) draft.change(entry);
  });
  const openedReadOnly = useRef(pagesFixed);
  useEffect(() => {
    if (openedReadOnly.current) return;
    const timer = setTimeout(() => applyRules.current(), APPLY_RULES_MS);
    return () => clearTimeout(timer);
    // Once, after opening (applyRules is the same ref each render): later changes are saved as they happen.
  }, [applyRules]);

  const pages: WizardPage[] = [
    ...modules.map((module) => ({
      key: String(module.moduleId),
      name: module.name,
      validated: entryOf(draft.moduleData, module).formValidated,
    })),
    { key: SIGNATURES_KEY, name: t('serviceDocuments.signaturesPage'), validated: false },
  ];
  const module = modules[nav.index];
  const status = pagesFixed ? document.documentStatus : statusFor(template, document, draft.moduleData);
  const navigator = (
    <WizardNavigator
      pages={pages}
      current={nav.index}
      onPick={(index) => {
        setDrawerOpen(false);
        void nav.go(index);
      }}
    />
  );
  // The pages, then the signatures; a failed Save stays in the wizard and says so (SaveProblemAlert).
  const saving = useSaveAction(
    signatureSave && signatureSave !== 'locked' && signatureSave.enabled
      ? async () => {
          await draft.flush();
          await signatureSave.save();
        }
      : null,
    onClose,
  );
  return (
    <Stack spacing={2} data-testid="document-wizard">
      <SaveProblemAlert problems={[draft.problem, signatureProblem, saving.problem]} />
      {/* On a handheld the name stands over the status beside Pages: a row less above the form (issue 30). */}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {handheld && (
          <Button
            variant="outlined"
            startIcon={<MenuIcon />}
            onClick={() => setDrawerOpen(true)}
            aria-label={t('serviceDocuments.openPages')}
            sx={{ flexShrink: 0 }}
          >
            {t('serviceDocuments.pages')}
          </Button>
        )}
        <Stack
          direction={handheld ? 'column' : 'row'}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            ...(handheld ? { gap: 0.5 } : { alignItems: 'center', flexWrap: 'wrap', gap: 1 }),
          }}
        >
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, flexGrow: 1, lineHeight: 1.4 }}
          >
            {document.documentName}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="document-status">
            <Typography variant="body2">{t('serviceDocuments.statusLabel')}</Typography>
            <DocumentStatusChip status={status} />
          </Box>
        </Stack>
      </Stack>
      {handheld && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': t('serviceDocuments.pages') } }}
        >
          <Box sx={{ width: 280, pt: 1 }}>{navigator}</Box>
        </Drawer>
      )}
      <Grid container spacing={2}>
        {!handheld && (
          <Grid size={{ sm: 4, md: 3 }}>
            <Paper variant="outlined">{navigator}</Paper>
          </Grid>
        )}
        <Grid size={handheld ? 12 : { sm: 8, md: 9 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {module ? (
              <PageHost
                key={module.moduleId}
                kind={pageKindOf(module.moduleType)}
                checkerRef={checkerRef}
                document={document}
                module={module}
                data={entryOf(draft.moduleData, module)}
                onChange={draft.change}
                onNext={(entry) => void nav.next(entry)}
                nextClicked={nav.nextClicked.has(module.moduleId)}
                readOnly={pagesFixed}
              />
            ) : (
              <Suspense fallback={<PageLoading />}>
                <SignaturePage
                  key={SIGNATURES_KEY}
                  document={document}
                  template={template}
                  modules={modules}
                  moduleData={draft.moduleData}
                  readOnly={readOnly}
                  onGoTo={(moduleId) => void nav.go(modules.findIndex((m) => m.moduleId === moduleId))}
                  onSaveChange={setSignatureSave}
                  onSaveProblem={setSignatureProblem}
                />
              </Suspense>
            )}
            <WizardFooter
              first={nav.index === 0}
              last={nav.index === pages.length - 1}
              readOnly={module ? pagesFixed : readOnly || signatureSave === 'locked'}
              saveDisabled={!signatureSave || signatureSave === 'locked' || !signatureSave.enabled}
              busy={nav.busy || saving.busy}
              onPrevious={() => void nav.go(nav.index - 1)}
              onNext={() => void nav.next()}
              onSave={() => void saving.save()}
              onClose={onClose}
            />
          </Paper>
        </Grid>
      </Grid>
      <FloatingError message={nav.floating} onClose={nav.dismissFloating} />
    </Stack>
  );
}
