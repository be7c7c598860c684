import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  checkGoalsAddressed,
  DELAYS_MS,
  goalsAddressedForStorage,
  goalsAddressedSummary,
  goalsAddressedView,
  goalsFieldData,
  GOALS_COMMENT_ROWS,
  goalTarget,
  LONG_TEXT_MAX,
  readGoalsAnswers,
  type GoalDetail,
  type GoalsAddressedAnswers,
  type TemplateModule,
} from '@carevisit/core';
import type { DocumentData, ModuleDataEntry } from '../../../../../data/index.ts';
import type { PageChecker, PageKind, PageProps } from '../page-kind.ts';
import { PlanItemAccordion } from './plan-item-accordion.tsx';
import { useGoalsContext } from './use-goals-module.ts';

/**
 * spec 2 §2, §4 the goals addressed page: the treatment plan picker for the date of service, its problems, goals,
 * objectives and interventions as nested accordions with addressed marks, statuses and comments, and the goals
 * comment. Its messages show 1 s after it opens (spec 2 §4, §9) and after Next.
 */
function GoalsPage({ document, module, data, onChange, nextClicked, readOnly }: PageProps) {
  const { t } = useTranslation();
  const context = useGoalsContext(document);
  const [validating, setValidating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setValidating(true), DELAYS_MS.goalsValidateOnLoad);
    return () => clearTimeout(timer);
  }, []);
  const view = useMemo(() => (context ? goalsAddressedView(data, context) : null), [context, data]);
  const check = useMemo(() => (context ? checkGoalsAddressed(data, context) : null), [context, data]);
  const answers = useMemo(() => readGoalsAnswers(data.fieldData), [data]);
  const save = useCallback(
    (next: GoalsAddressedAnswers) =>
      onChange({ ...data, fieldData: goalsFieldData(next), formValidated: false }),
    [onChange, data],
  );
  if (!context || !view || !check) return null;
  const errors = validating || nextClicked ? check.messages : [];
  const pageErrors = errors.filter((e) => e.target === undefined || e.target === goalTarget.plan);
  const goalCommentError = errors.find((e) => e.target === goalTarget.goalComment);
  const details = new Map(answers.details.map((d) => [d.pgoId, d]));
  const setDetail = (detail: GoalDetail) =>
    save({
      ...answers,
      treatmentPlanId: view.plan?.treatmentPlanId ?? null,
      details: [...answers.details.filter((d) => d.pgoId !== detail.pgoId), detail],
    });
  return (
    <Stack spacing={2} data-testid="goals-page">
      <Typography variant="h6" component="h2">
        {module.name}
      </Typography>
      {pageErrors.map((error, i) => (
        <Alert key={i} severity="error">
          {t(error.key, error.params)}
        </Alert>
      ))}
      {view.plan && (
        <TextField
          select
          label={t('goalsAddressed.treatmentPlan')}
          value={String(view.plan.treatmentPlanId)}
          onChange={(event) => save({ ...answers, treatmentPlanId: Number(event.target.value) })}
          disabled={readOnly}
        >
          {view.plans.map((plan) => (
            <MenuItem key={plan.treatmentPlanId} value={String(plan.treatmentPlanId)}>
              {plan.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {view.plan &&
        view.tree.map((node) => (
          <PlanItemAccordion
            key={node.item.pgoiId}
            node={node}
            plan={view.plan!}
            details={details}
            statusChoices={view.statusChoices}
            showStatus={view.showStatus}
            showComment={view.showComment}
            errors={errors}
            readOnly={readOnly}
            onDetail={setDetail}
          />
        ))}
      {view.plan && (
        <TextField
          label={t('goalsAddressed.goalComment')}
          value={answers.goalComment}
          onChange={(event) => save({ ...answers, goalComment: event.target.value })}
          multiline
          rows={GOALS_COMMENT_ROWS}
          slotProps={{ htmlInput: { maxLength: LONG_TEXT_MAX, readOnly } }}
          error={Boolean(goalCommentError)}
          helperText={goalCommentError ? t(goalCommentError.key) : t('goalsAddressed.commentMax')}
        />
      )}
    </Stack>
  );
}

/** The page's verdict for Next and the signature page: core's check, the data it stores, its floating message. */
function useGoalsChecker(_module: TemplateModule, document: DocumentData): PageChecker {
  const context = useGoalsContext(document);
  return useCallback(
    (data: ModuleDataEntry) => {
      if (!context) return null;
      const check = checkGoalsAddressed(data, context);
      const stored = goalsAddressedForStorage(data, context);
      return { ...check, stored, floating: goalsAddressedSummary(check) };
    },
    [context],
  );
}

export const goalsAddressedKind: PageKind = { Page: GoalsPage, useChecker: useGoalsChecker };
