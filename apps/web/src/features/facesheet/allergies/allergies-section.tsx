import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  ALLERGY_SORTS,
  SHOW_ALL,
  allergyFlags,
  allergyTypes,
  filterAllergiesByType,
  sortAllergies,
  type Allergy,
  type AllergySort,
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

/**
 * spec 2 §2 Allergies: on a handheld a list of cards under a sort bar (Name or Type, in a bottom drawer); on a
 * tablet a Filter By Type filter and a table whose Name and Type headers sort it.
 */
export function AllergiesSection({ client }: { client: ClientData }) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  useViewAudit(session, 'EVV Client Allergies', client.clientId);
  const allergies = useClientRecords<Allergy>('allergy', client.clientId);
  const [sort, setSort] = useState<AllergySort>('name');
  const [typeChoice, setTypeChoice] = useState<string | null>(SHOW_ALL);
  if (!allergies) return <PageLoading />;

  const types = allergyTypes(allergies);
  // A type chosen before a sync removed its last allergy falls back to Show All.
  const type = typeChoice !== SHOW_ALL && types.includes(typeChoice) ? typeChoice : SHOW_ALL;
  const shown = sortAllergies(layout === 'tablet' ? filterAllergiesByType(allergies, type) : allergies, sort);
  const hrefOf = (allergy: Allergy) =>
    clinicalDetailPath(pathname, 'allergies', client.clientId, allergy.allergyId);
  const sortLabel = (option: AllergySort) => t(`clinical.allergies.sort.${option}`);
  const dateOf = (date: string | null) => formatCalendarDate(date) ?? t('empty.notSet');

  const columns: ClinicalColumn<Allergy, AllergySort>[] = [
    {
      id: 'name',
      label: t('clinical.allergies.name'),
      width: '24%',
      sort: 'name',
      render: (a) => a.allergyName,
    },
    {
      id: 'type',
      label: t('clinical.allergies.type'),
      width: '16%',
      sort: 'type',
      render: (a) => a.allergyType,
    },
    {
      id: 'reaction',
      label: t('clinical.allergies.reaction'),
      width: '32%',
      render: (a) => a.allergyReaction || t('common.dash'),
    },
    {
      id: 'begin',
      noWrap: true,
      label: t('clinical.allergies.beginDate'),
      width: '14%',
      render: (a) => dateOf(a.beginDate),
    },
    {
      id: 'end',
      noWrap: true,
      label: t('clinical.allergies.endDate'),
      width: '14%',
      render: (a) => dateOf(a.endDate),
    },
  ];

  return (
    <Stack
      component="section"
      aria-label={t('clinical.allergies.title')}
      spacing={2}
      data-testid="allergies-section"
    >
      {layout === 'tablet' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <FilterSelect
            label={t('clinical.allergies.filterByType')}
            choices={types}
            value={type}
            onChange={setTypeChoice}
          />
          <Box sx={{ flexGrow: 1 }} />
          <AllergyFlags allergies={allergies} />
        </Stack>
      ) : (
        <>
          <AllergyFlags allergies={allergies} />
          {allergies.length > 0 && (
            <SortDrawerBar sort={sort} options={ALLERGY_SORTS} labelOf={sortLabel} onChange={setSort} />
          )}
        </>
      )}
      {shown.length === 0 ? (
        <EmptyState>{t('empty.allergies')}</EmptyState>
      ) : layout === 'tablet' ? (
        <ClinicalTable
          label={t('clinical.allergies.title')}
          columns={columns}
          rows={shown}
          rowKey={(a) => a.allergyId}
          rowName={(a) => a.allergyName}
          hrefOf={hrefOf}
          sort={sort}
          onSort={setSort}
        />
      ) : (
        <ClinicalCardList
          label={t('clinical.allergies.title')}
          rows={shown}
          rowKey={(a) => a.allergyId}
          rowName={(a) => a.allergyName}
          hrefOf={hrefOf}
          renderCard={(allergy) => <AllergyCard allergy={allergy} dateOf={dateOf} />}
        />
      )}
    </Stack>
  );
}

function AllergyCard({ allergy, dateOf }: { allergy: Allergy; dateOf: (date: string | null) => string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, minWidth: 0 }}>
          {allergy.allergyName}
        </Typography>
        <Chip size="small" variant="outlined" label={allergy.allergyType} sx={{ flexShrink: 0 }} />
      </Stack>
      {allergy.allergyReaction && (
        <Typography variant="body2" color="text.secondary">
          {t('clinical.labelValue', {
            label: t('clinical.allergies.reaction'),
            value: allergy.allergyReaction,
          })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('clinical.dates', { begin: dateOf(allergy.beginDate), end: dateOf(allergy.endDate) })}
      </Typography>
    </Stack>
  );
}

/** spec 2 §3 nka, nkda: 'No Known Allergies' / 'No Known Drug Allergies' as a short badge with its meaning. */
function AllergyFlags({ allergies }: { allergies: readonly Allergy[] }) {
  const { t } = useTranslation();
  const { nka, nkda } = allergyFlags(allergies);
  if (!nka && !nkda) return null;
  const key = nka ? 'nka' : 'nkda';
  return (
    <Chip
      color="success"
      variant="outlined"
      label={t('clinical.flag', {
        short: t(`clinical.allergies.${key}`),
        meaning: t(`clinical.allergies.${key}Long`),
      })}
      data-testid="allergy-flag"
      sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
    />
  );
}
