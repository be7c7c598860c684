import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { facesheetSectionPath } from '../facesheet-paths.ts';
import type { ClinicalList } from './clinical-paths.ts';
import type { ClinicalDetail } from './use-clinical-detail.ts';

interface DetailField {
  label: string;
  value: ReactNode;
  /** Long text (a reaction, instructions, a diagnosis) takes the whole row. */
  wide?: boolean;
}

export interface ClinicalDetailFrameProps<T> {
  list: ClinicalList;
  /** The page title of spec 2 §2, e.g. 'Allergy Details'. */
  title: string;
  /** The list page's title, for the way back. */
  listTitle: string;
  detail: ClinicalDetail<T>;
  heading: (record: T) => ReactNode;
  fields: (record: T) => DetailField[];
}

/**
 * spec 2 §2 Allergy Details, Medication Details, Diagnosis Details: one record's fields, under the face sheet's
 * sub-page frame (whose record it is, and the way back to the list).
 */
export function ClinicalDetailFrame<T>({
  list,
  title,
  listTitle,
  detail,
  heading,
  fields,
}: ClinicalDetailFrameProps<T>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (detail.kind === 'redirect') return <Navigate to={detail.to} replace />;
  const listPath =
    detail.kind === 'record' ? facesheetSectionPath(pathname, list, detail.clientId) : pathname;
  return (
    <FacesheetSubPage
      title={title}
      backTo={{ path: listPath, label: t('clinical.backTo', { page: listTitle }) }}
    >
      {() =>
        detail.kind === 'loading' ? (
          <PageLoading />
        ) : (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="clinical-detail-heading"
            sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}
            data-testid="clinical-details"
          >
            <Typography
              id="clinical-detail-heading"
              variant="h6"
              component="h2"
              sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}
            >
              {heading(detail.record)}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
                columnGap: 3,
                rowGap: 2,
              }}
            >
              {fields(detail.record).map((field) => (
                <Box key={field.label} sx={{ gridColumn: field.wide ? '1 / -1' : undefined, minWidth: 0 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {field.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body1"
                    sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                  >
                    {field.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        )
      }
    </FacesheetSubPage>
  );
}
