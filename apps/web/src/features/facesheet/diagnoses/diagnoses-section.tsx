import { useState } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DIAGNOSIS_SORTS, sortDiagnoses, type Diagnosis, type DiagnosisSort } from '@carevisit/core';
import type { ClientData } from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatCalendarDate } from '../../../ui/format/format-calendar-date.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useLayoutKind } from '../../../ui/use-layout.ts';
import { useViewAudit } from '../../../ui/use-view-audit.ts';
import { ClinicalCardList } from '../clinical/clinical-card-list.tsx';
import { clinicalDetailPath } from '../clinical/clinical-paths.ts';
import { ClinicalTable, type ClinicalColumn } from '../clinical/clinical-table.tsx';
import { SortDrawerBar } from '../clinical/sort-drawer-bar.tsx';
import { useClientRecords } from '../use-client-records.ts';
import { ClampedDiagnosis } from './diagnosis-text.tsx';

/**
 * spec 2 §2 Diagnoses: a table (tablet) or cards under a sort bar (handheld), sorted by Priority, ICD-10 Code or
 * Effective Date, the diagnosis text clamped to 4 lines.
 */
export function DiagnosesSection({ client }: { client: ClientData }) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  useViewAudit(session, 'EVV Client Diagnosis', client.clientId);
  const diagnoses = useClientRecords<Diagnosis>('diagnosis', client.clientId);
  const [sort, setSort] = useState<DiagnosisSort>('priority');
  if (!diagnoses) return <PageLoading />;

  const shown = sortDiagnoses(diagnoses, sort);
  const hrefOf = (diagnosis: Diagnosis) =>
    clinicalDetailPath(pathname, 'diagnoses', client.clientId, diagnosis.diagnosisId);
  const sortLabel = (option: DiagnosisSort) => t(`clinical.diagnoses.sort.${option}`);
  const dateOf = (date: string | null) => formatCalendarDate(date) ?? t('empty.notSet');
  const nameOf = (diagnosis: Diagnosis) =>
    t('clientDetails.diagnosisValue', { code: diagnosis.iCD10Code, diagnosis: diagnosis.diagnosis });

  const columns: ClinicalColumn<Diagnosis, DiagnosisSort>[] = [
    {
      id: 'priority',
      label: t('clinical.diagnoses.priority'),
      width: '14%',
      sort: 'priority',
      render: (d) => d.priority,
    },
    {
      id: 'icd10',
      link: true,
      label: t('clinical.diagnoses.icd10Code'),
      width: '16%',
      sort: 'icd10Code',
      render: (d) => d.iCD10Code,
    },
    {
      id: 'diagnosis',
      label: t('clinical.diagnoses.diagnosis'),
      width: '52%',
      render: (d) => <ClampedDiagnosis text={d.diagnosis} />,
    },
    {
      id: 'effective',
      noWrap: true,
      label: t('clinical.diagnoses.effectiveDate'),
      width: '18%',
      sort: 'effectiveDate',
      render: (d) => dateOf(d.effectiveDate),
    },
  ];

  return (
    <Stack
      component="section"
      aria-label={t('clinical.diagnoses.title')}
      spacing={2}
      data-testid="diagnoses-section"
    >
      {layout === 'handheld' && shown.length > 0 && (
        <SortDrawerBar sort={sort} options={DIAGNOSIS_SORTS} labelOf={sortLabel} onChange={setSort} />
      )}
      {shown.length === 0 ? (
        <EmptyState>{t('empty.diagnoses')}</EmptyState>
      ) : layout === 'tablet' ? (
        <ClinicalTable
          label={t('clinical.diagnoses.title')}
          columns={columns}
          rows={shown}
          rowKey={(d) => d.diagnosisId}
          rowName={nameOf}
          hrefOf={hrefOf}
          sort={sort}
          onSort={setSort}
        />
      ) : (
        <ClinicalCardList
          label={t('clinical.diagnoses.title')}
          rows={shown}
          rowKey={(d) => d.diagnosisId}
          rowName={nameOf}
          hrefOf={hrefOf}
          renderCard={(diagnosis) => (
            <Stack spacing={0.75}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                  {diagnosis.iCD10Code}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('clinical.diagnoses.priorityValue', { priority: diagnosis.priority })}
                />
              </Stack>
              <ClampedDiagnosis text={diagnosis.diagnosis} variant="body1" />
              <Typography variant="caption" color="text.secondary">
                {t('clinical.labelValue', {
                  label: t('clinical.diagnoses.effectiveDate'),
                  value: dateOf(diagnosis.effectiveDate),
                })}
              </Typography>
            </Stack>
          )}
        />
      )}
    </Stack>
  );
}
