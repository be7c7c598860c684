import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import type { ClientData } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { clientName } from '../../ui/format/client-name.ts';
import { facesheetClientId, facesheetPath } from '../../ui/navigation/app-links.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { ClientNotFound } from './client-not-found.tsx';
import { useFacesheetClient } from './use-facesheet-client.ts';

export interface FacesheetSubPageProps {
  title: string;
  /** Where the back link leads; the face sheet itself unless given; null for none (the page leads back itself). */
  backTo?: { path: string; label: string } | null;
  children: (client: ClientData) => ReactNode;
}

/**
 * The frame of a face sheet sub-page (spec 2 §2 {parent}/facesheet/vitals ...): its title, whose record it is,
 * and the way back, around content for the client named by ?clientId=.
 */
export function FacesheetSubPage({ title, backTo, children }: FacesheetSubPageProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const clientId = facesheetClientId(searchParams);
  const client = useFacesheetClient(session, clientId);
  const back =
    backTo === undefined
      ? { path: facesheetPath(pathname, clientId ?? 0), label: t('facesheet.backToFacesheet') }
      : backTo;
  return (
    <>
      {back && (
        <Button
          component={RouterLink}
          to={back.path}
          startIcon={<ArrowBack />}
          size="small"
          sx={{ mb: 1, ml: -1 }}
        >
          {back.label}
        </Button>
      )}
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
        <PageTitle>{title}</PageTitle>
        {client && (
          <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2 }}>
            {clientName(t, client, client.clientId)}
          </Typography>
        )}
      </Stack>
      {client === undefined ? <PageLoading /> : client === null ? <ClientNotFound /> : children(client)}
    </>
  );
}
