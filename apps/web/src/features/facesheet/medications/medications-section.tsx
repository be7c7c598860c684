import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  MEDICATION_SORTS,
  SHOW_ALL,
  filterMedicationsByStatus,
  medicationStatuses,
  sortMedications,
  type Medication,
  type MedicationSort,
} from '@carevisit/core';
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
import { FilterSelect } from '../clinical/filter-select.tsx';
import { SortDrawerBar } from '../clinical/sort-drawer-bar.tsx';
import { useClientRecords } from '../use-client-records.ts';
import { MedicationStatusChip } from './medication-status-chip.tsx';

/**
 * spec 2 §2 Medications: Filter By Status, then a table (tablet) or cards under a sort bar (handheld), sorted by
 * Status or Name.
 */
export function MedicationsSection({ client }: { client: ClientData }) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  useViewAudit(session, 'EVV Client Medications', client.clientId);
  const medications = useClientRecords<Medication>('medication', client.clientId);
  const [sort, setSort] = useState<MedicationSort>('status');
  const [statusChoice, setStatusChoice] = useState<string | null>(SHOW_ALL);
  if (!medications) return <PageLoading />;

  const statuses = medicationStatuses(medications);
  // A status chosen before a sync removed its last medication falls back to Show All.
  const status = statusChoice !== SHOW_ALL && statuses.includes(statusChoice) ? statusChoice : SHOW_ALL;
  const shown = sortMedications(filterMedicationsByStatus(medications, status), sort);
  const hrefOf = (medication: Medication) =>
    clinicalDetailPath(pathname, 'medications', client.clientId, medication.medicationId);
  const sortLabel = (option: MedicationSort) => t(`clinical.medications.sort.${option}`);
  const dateOf = (date: string | null) => formatCalendarDate(date) ?? t('empty.notSet');
  const dash = t('common.dash');

  // spec 2 §2 column widths 36, 12, 16, 12, 12, 12 percent: the name takes the most; Dosage/Sig, the longest of
  // the rest, the 16; status sits beside the name so its colour reads with it.
  const columns: ClinicalColumn<Medication, MedicationSort>[] = [
    {
      id: 'description',
      label: t('clinical.medications.description'),
      width: '36%',
      sort: 'name',
      render: (m) => m.description,
    },
    {
      id: 'status',
      label: t('clinical.medications.status'),
      width: '12%',
      sort: 'status',
      render: (m) => <MedicationStatusChip status={m.status} />,
    },
    {
      id: 'dosage',
      label: t('clinical.medications.dosageSig'),
      width: '16%',
      render: (m) => m.frequency || dash,
    },
    {
      id: 'prescriber',
      label: t('clinical.medications.prescriber'),
      width: '12%',
      render: (m) => m.prescriber || dash,
    },
    {
      id: 'begin',
      noWrap: true,
      label: t('clinical.medications.beginDate'),
      width: '12%',
      render: (m) => dateOf(m.beginDate),
    },
    {
      id: 'end',
      noWrap: true,
      label: t('clinical.medications.endDate'),
      width: '12%',
      render: (m) => dateOf(m.endDate),
    },
  ];

  return (
    <Stack
      component="section"
      aria-label={t('clinical.medications.title')}
      spacing={2}
      data-testid="medications-section"
    >
      <FilterSelect
        label={t('clinical.medications.filterByStatus')}
        choices={statuses}
        value={status}
        onChange={setStatusChoice}
      />
      {layout === 'handheld' && shown.length > 0 && (
        <SortDrawerBar sort={sort} options={MEDICATION_SORTS} labelOf={sortLabel} onChange={setSort} />
      )}
      {shown.length === 0 ? (
        <EmptyState>{t('empty.medications')}</EmptyState>
      ) : layout === 'tablet' ? (
        <ClinicalTable
          label={t('clinical.medications.title')}
          columns={columns}
          rows={shown}
          rowKey={(m) => m.medicationId}
          rowName={(m) => m.description}
          hrefOf={hrefOf}
          sort={sort}
          onSort={setSort}
        />
      ) : (
        <ClinicalCardList
          label={t('clinical.medications.title')}
          rows={shown}
          rowKey={(m) => m.medicationId}
          rowName={(m) => m.description}
          hrefOf={hrefOf}
          renderCard={(medication) => <MedicationCard medication={medication} dateOf={dateOf} />}
        />
      )}
    </Stack>
  );
}

function MedicationCard({
  medication,
  dateOf,
}: {
  medication: Medication;
  dateOf: (date: string | null) => string;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography
          variant="subtitle1"
          component="span"
          sx={{ fontWeight: 700, minWidth: 0, lineHeight: 1.35 }}
        >
          {medication.description}
        </Typography>
        <MedicationStatusChip status={medication.status} />
      </Stack>
      {medication.frequency && (
        <Typography variant="body2" color="text.secondary">
          {t('clinical.labelValue', {
            label: t('clinical.medications.dosageSig'),
            value: medication.frequency,
          })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('clinical.dates', { begin: dateOf(medication.beginDate), end: dateOf(medication.endDate) })}
      </Typography>
    </Stack>
  );
}
