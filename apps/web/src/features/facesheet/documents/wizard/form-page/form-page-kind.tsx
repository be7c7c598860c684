import { memo, useCallback, useMemo, useRef } from 'react';
import { Box, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  checkFormModule,
  displayContent,
  evaluateFrom,
  fieldWidth,
  formModuleForStorage,
  initialFormValues,
  valuesFromFieldData,
  type CompiledForm,
  type FieldValue,
  type FormState,
  type FormValues,
  type TemplateModule,
} from '@carevisit/core';
import type { DocumentData, ModuleDataEntry } from '../../../../../data/index.ts';
import { useLayoutKind } from '../../../../../ui/use-layout.ts';
import { useLatest } from '../../../../../ui/use-latest.ts';
import { useNow } from '../../../../../ui/use-now.ts';
import { now as clockNow } from '../../../../../platform/clock.ts';
import type { PageChecker, PageKind, PageProps } from '../page-kind.ts';
import { UnreadablePage } from '../unreadable-page.tsx';
import { FormField, type FormFieldProps } from './form-field.tsx';
import { useDisplaySources } from './use-display-sources.ts';
import { useFormModule } from './use-form-module.ts';

/** A page with no values yet starts with the fields' defaults (spec 2 §3 default attribute). */
function valuesOf(form: CompiledForm, data: ModuleDataEntry): FormValues {
  return data.fieldData.length > 0 ? valuesFromFieldData(data.fieldData) : initialFormValues(form, null);
}

const toFieldData = (values: FormValues) =>
  Object.entries(values).map(([key, value]) => ({ key, value: value }));

/**
 * A field in its columns of the page's 12. A plain grid cell, memoized with its field: a keystroke redraws only
 * the cells whose state or value it changed, not 300 layout components.
 */
const FieldCell = memo(function FieldCell({ columns, ...field }: FormFieldProps & { columns: number }) {
  return (
    <div style={{ gridColumn: `span ${columns}` }}>
      <FormField {...field} />
    </div>
  );
});

/**
 * spec 2 §2 configurable form page: the document name, then the fields by type, 12 columns wide on a handheld or
 * in portrait and 6 otherwise; business rules hide, require and refuse values as they change (spec 2 §4, §5).
 */
function FormPage({ document, module, data, onChange, nextClicked, readOnly }: PageProps) {
  const { t } = useTranslation();
  const loaded = useFormModule(module, document);
  const handheld = useLayoutKind() === 'handheld';
  const portrait = useMediaQuery('(orientation: portrait)', { noSsr: true });
  const form = loaded.kind === 'ready' ? loaded.form : null;
  const lists = loaded.kind === 'ready' ? loaded.lists : null;
  const values = useMemo(() => (form ? valuesOf(form, data) : {}), [form, data]);
  const sources = useDisplaySources(document);
  const contents = useMemo(
    () => new Map(form?.fields.map((f) => [f.id, f.kind === 'display' ? displayContent(f, sources) : null])),
    [form, sources],
  );
  // The engine judges dates against this (a date of birth after today); a new day re-evaluates the page.
  const now = useNow();
  // Each keystroke re-runs only the rules that read its field, and the other fields keep their state objects,
  // so the memoized fields they draw are skipped (issue 14: no freeze on a large form).
  const previous = useRef<FormState | null>(null);
  const state = useMemo(
    () =>
      form && lists
        ? // eslint-disable-next-line react-hooks/refs -- a pure cache: evaluateFrom always equals evaluateForm, whichever earlier state it starts from
          (previous.current = evaluateFrom(previous.current, form, values, {
            nextClicked,
            readOnly,
            lists,
            now,
          }))
        : null,
    [form, values, nextClicked, readOnly, lists, now],
  );
  // One callback for every field and every render: it reads the page's latest data when a field changes.
  const latest = useLatest({ data, values, onChange });
  const change = useCallback(
    (fieldId: string, value: FieldValue) => {
      const { data: now, values: shown, onChange: report } = latest.current;
      report({ ...now, fieldData: toFieldData({ ...shown, [fieldId]: value }), formValidated: false });
    },
    [latest],
  );
  if (loaded.kind === 'unreadable')
    return (
      <Stack spacing={1}>
        {loaded.problems.map((problem, i) => (
          <UnreadablePage key={i} messageKey={problem.key} params={problem.params} />
        ))}
      </Stack>
    );
  if (!form || !state) return null;
  const width = fieldWidth({ handheld, portrait });
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {document.documentName}
      </Typography>
      <Typography variant="subtitle1" component="h3" color="text.secondary">
        {module.name || t('serviceDocuments.pages')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}>
        {form.fields.map((compiled, i) => {
          const fieldState = state.fields[i]!;
          if (!fieldState.visible) return null;
          return (
            <FieldCell
              key={compiled.id}
              columns={compiled.kind === 'display' ? 12 : width}
              compiled={compiled}
              state={fieldState}
              value={values[compiled.id] ?? null}
              onChange={change}
              content={contents.get(compiled.id) ?? null}
            />
          );
        })}
      </Box>
    </Stack>
  );
}

/** The page's verdict for Next and the signature page: the engine's check and the data it stores. */
function useFormChecker(module: TemplateModule, document: DocumentData): PageChecker {
  const loaded = useFormModule(module, document);
  return useCallback(
    (data: ModuleDataEntry) => {
      if (loaded.kind !== 'ready') return null;
      const withValues = { ...data, fieldData: toFieldData(valuesOf(loaded.form, data)) };
      const input = {
        form: loaded.form,
        data: withValues,
        context: { nextClicked: true, readOnly: false, lists: loaded.lists, now: clockNow() },
      };
      return { ...checkFormModule(input), stored: formModuleForStorage(input) };
    },
    [loaded],
  );
}

export const configurableFormKind: PageKind = { Page: FormPage, useChecker: useFormChecker };
