import { useCallback, useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Button,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import {
  answerImpactQuestion,
  checkImpact,
  impactForStorage,
  impactLayout,
  impactSafetyAlerts,
  impactScores,
  impactSeverities,
  markNotAssessed,
  readImpactAnswers,
  type ImpactAnswer,
  type TemplateModule,
} from '@carevisit/core';
import type { DocumentData, ModuleDataEntry } from '../../../../../data/index.ts';
import { MessageDialog } from '../../../../../ui/message-dialog.tsx';
import { APP_HEADER_HEIGHT_PX } from '../../../../../ui/use-layout.ts';
import type { PageChecker, PageKind, PageProps } from '../page-kind.ts';
import { UnreadablePage } from '../unreadable-page.tsx';
import { ImpactQuestionField } from './impact-question.tsx';
import { ImpactTotals } from './impact-totals.tsx';
import { useImpactModule } from './use-impact-module.ts';

/**
 * spec 2 §2, §4 the impact page: title, 'Not assessed at this time' with its confirmation, collapsible
 * Instructions, the sections and questions as the hide rules leave them, sub-totals and the Total table. Beyond
 * the spec: a safety alert held at the top of the page while it scrolls, and the client's earlier totals.
 */
function ImpactPage({ document, module, data, onChange, onNext, nextClicked, readOnly }: PageProps) {
  const { t } = useTranslation();
  const loaded = useImpactModule(module, document);
  const [confirming, setConfirming] = useState(false);
  const ready = loaded.kind === 'ready' ? loaded : null;
  const view = useMemo(() => {
    if (!ready) return null;
    const context = { measure: ready.measure, clientAge: ready.clientAge };
    const answers = readImpactAnswers(data.fieldData);
    const scores = impactScores(ready.measure, answers, context);
    return {
      answers,
      layout: impactLayout(ready.measure, answers, context),
      check: checkImpact(data, context),
      scores,
      severities: impactSeverities(ready.measure, answers, context, scores),
      alerts: impactSafetyAlerts(ready.measure, data, context),
    };
  }, [ready, data]);
  const answer = useCallback(
    (questionId: string, value: ImpactAnswer) =>
      onChange({ ...answerImpactQuestion(data, questionId, value), formValidated: false }),
    [onChange, data],
  );
  if (loaded.kind === 'unreadable') return <UnreadablePage messageKey={loaded.problem} />;
  if (!ready || !view) return null;
  const notAssessed = data.notAssessed === 'Y';
  // A missing answer shows once Next was pressed; a broken limit shows at once.
  const errorOf = (questionId: string) =>
    view.check.messages.find(
      (m) => m.target === questionId && (nextClicked || m.key !== 'impact.answerRequired'),
    );
  return (
    <Stack spacing={2} data-testid="impact-page">
      {view.alerts.length > 0 && (
        <Box sx={{ position: 'sticky', top: APP_HEADER_HEIGHT_PX, zIndex: 2 }}>
          <Alert severity="error" variant="filled" role="alert" data-testid="impact-safety-alert">
            <AlertTitle>{t('impact.safetyTitle')}</AlertTitle>
            {view.alerts.map((alert, i) => (
              <div key={i}>{t(alert.key, alert.params)}</div>
            ))}
          </Alert>
        </Box>
      )}
      <Typography variant="h6" component="h2">
        {ready.measure.longName}
      </Typography>
      <Box>
        <Button variant="outlined" disabled={readOnly || notAssessed} onClick={() => setConfirming(true)}>
          {t('impact.notAssessed')}
        </Button>
      </Box>
      {notAssessed && <Alert severity="info">{t('impact.notAssessed')}</Alert>}
      {/* A measure with none (an imported Questionnaire without a description) shows no empty Instructions. */}
      {ready.measure.instructions !== '' && (
        <Accordion defaultExpanded disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h3">{t('impact.instructions')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{ready.measure.instructions}</Typography>
          </AccordionDetails>
        </Accordion>
      )}
      {view.layout.sections.map(({ section, visibility }) =>
        visibility === 'hidden' ? null : (
          <Stack key={section.sectionId} spacing={2} component="section" aria-label={section.title}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {section.title}
            </Typography>
            {section.questions.map((question) => {
              const shown = view.layout.questions.get(question.questionId)!.visibility;
              if (shown === 'hidden' || visibility === 'notRequired') return null;
              return (
                <ImpactQuestionField
                  key={question.questionId}
                  question={question}
                  visibility={shown}
                  answer={view.answers.get(question.questionId)}
                  error={errorOf(question.questionId)}
                  readOnly={readOnly}
                  onAnswer={(value) => answer(question.questionId, value)}
                />
              );
            })}
            {visibility === 'notRequired' && (
              <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                {t('impact.notRequired')}
              </Typography>
            )}
          </Stack>
        ),
      )}
      <ImpactTotals scores={view.scores} severities={view.severities} earlier={ready.earlier} />
      <MessageDialog
        open={confirming}
        title={t('impact.notAssessed')}
        message={t('impact.notAssessedConfirm')}
        okLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onCancel={() => setConfirming(false)}
        onOk={() => {
          setConfirming(false);
          // spec 2 §4: Yes sets notAssessed Y, removes the answers and moves to the next page.
          onNext({ ...markNotAssessed(data), formValidated: false });
        }}
      />
    </Stack>
  );
}

/** The page's verdict for Next and the signature page: core's check, and the data with the scores worked out. */
function useImpactChecker(module: TemplateModule, document: DocumentData): PageChecker {
  const loaded = useImpactModule(module, document);
  return useCallback(
    (data: ModuleDataEntry) => {
      if (loaded.kind !== 'ready') return null;
      const context = { measure: loaded.measure, clientAge: loaded.clientAge };
      return { ...checkImpact(data, context), stored: impactForStorage(data, context) };
    },
    [loaded],
  );
}

export const impactKind: PageKind = { Page: ImpactPage, useChecker: useImpactChecker };
