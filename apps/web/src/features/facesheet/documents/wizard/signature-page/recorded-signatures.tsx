import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { signatureMeaningMessage, signatureRecords, type Staff } from '@carevisit/core';
import type { DocumentData } from '../../../../../data/index.ts';
import { pngDataUrl } from '../../../../../ui/signature/png-data.ts';
import { formatDateTime } from '../../../../../ui/format/format-date-time.ts';

/**
 * Issue 16 item 3 on a signed document: each signature with the signer's printed name, its meaning, and when
 * it was given; a drawn one with its image. Blocks marked unable show their reason.
 */
export function RecordedSignatures({ document, staff }: { document: DocumentData; staff: readonly Staff[] }) {
  const { t } = useTranslation();
  const nameOf = (staffId: number) => {
    const member = staff.find((each) => each.staffId === staffId);
    return member ? `${member.firstName} ${member.lastName}` : String(staffId);
  };
  const records = signatureRecords(document, nameOf);
  const meaningText = (record: (typeof records)[number]) => {
    const meaning = signatureMeaningMessage(record.meaning, record.roleOther);
    return t(meaning.key, meaning.params);
  };
  const unable = (document.signature?.externalSignatures ?? []).filter(
    (pad) => pad.unableToCollectYN === 'Y',
  );
  return (
    <Box data-testid="recorded-signatures">
      <Typography variant="subtitle2" component="h3">
        {t('signaturePage.recordedSignatures')}
      </Typography>
      <List dense>
        {records.map((record, i) => (
          <ListItem key={i} disableGutters sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${record.signerName} — ${meaningText(record)}`}
              secondary={
                record.signedAt
                  ? t('signaturePage.signedAt', { dateTime: formatDateTime(Date.parse(record.signedAt)) })
                  : null
              }
            />
            {record.image && (
              <Box
                component="img"
                src={pngDataUrl(record.image)}
                alt={record.signerName}
                sx={{ width: 240, maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
            )}
          </ListItem>
        ))}
        {unable.map((pad, i) => (
          <ListItem key={`unable-${i}`} disableGutters>
            <ListItemText primary={t('signaturePage.unableRecorded', { reason: pad.unableReason ?? '' })} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
