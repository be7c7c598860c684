import { Box, Stack, Typography } from '@mui/material';
import WrongLocationOutlined from '@mui/icons-material/WrongLocationOutlined';
import { useTranslation } from 'react-i18next';
import { addressDistanceLimit, type ReadingCheck, type VisitAddressCheck } from '@carevisit/core';
import { FormSection } from '../../../ui/edit-times/form-section.tsx';
import { ReasonFields, type ReasonFieldsProps } from '../../../ui/edit-times/reason-fields.tsx';
import { formatDecimal } from '../../../ui/format/format-number.ts';

/** The reason code and comments of ReasonFields (labelled here), and what the two readings measured. */
export type AddressDiscrepancySectionProps = Omit<
  ReasonFieldsProps,
  'id' | 'reasonLabel' | 'commentsLabel'
> & {
  check: VisitAddressCheck;
};

/**
 * spec 1 §2 'Address Discrepancy', §5: the session started or stopped too far from the visit address (0.25 miles,
 * 300 feet in New Jersey), or where it cannot be told; a reason and comments are required. It sits in the Visit
 * Verification dialog, beside the other answers the caregiver gives, so its messages show where it is filled in.
 */
export function AddressDiscrepancySection(props: AddressDiscrepancySectionProps) {
  const { t } = useTranslation();
  const limit = addressDistanceLimit(props.evvState);
  const limitText =
    'feet' in limit ? t('visitVerification.limitFeet', limit) : t('visitVerification.limitMiles', limit);
  const reading = (check: ReadingCheck) =>
    check.miles === null
      ? t('visitVerification.noReading')
      : t('visitVerification.milesAway', { miles: formatDecimal(check.miles, 2) });
  const readings = [
    { id: 'start', label: t('visitVerification.startReading'), check: props.check.start },
    { id: 'end', label: t('visitVerification.endReading'), check: props.check.end },
  ];
  return (
    <FormSection id="address-discrepancy" title={t('visitVerification.addressTitle')} tone="warning">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <WrongLocationOutlined color="warning" aria-hidden sx={{ mt: 0.25 }} />
        <Box>
          <Typography variant="body2">
            {t('visitVerification.addressExplained', { limit: limitText })}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
          >
            {readings.map(({ id, label, check }) => (
              <Box key={id} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{
                    m: 0,
                    fontWeight: check.discrepancy ? 700 : 400,
                    color: check.discrepancy ? 'warning.dark' : 'text.primary',
                  }}
                >
                  {reading(check)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Stack>
      <ReasonFields
        id="address-distance"
        reasonLabel={t('visitVerification.addressReason')}
        commentsLabel={t('visitVerification.addressComments')}
        codes={props.codes}
        evvState={props.evvState}
        reason={props.reason}
        comments={props.comments}
        onReason={props.onReason}
        onComments={props.onComments}
        reasonError={props.reasonError}
        commentsError={props.commentsError}
        disabled={props.disabled ?? false}
      />
    </FormSection>
  );
}
