import { IconButton } from '@mui/material';
import Phone from '@mui/icons-material/PhoneOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { mapsHref, telHref, type PhoneNumber, type PostalAddress } from '@carevisit/core';

// 10 px around a 24 px icon: a 44 px touch target (issue 30).
const TARGET = { p: 1.25 } as const;

export interface ContactIconsProps {
  /** The client's name, for the links' accessible names. */
  name: string;
  phone: PhoneNumber | null;
  /** Where the map leads: the visit's address where there is one (core visitDestination, clientDestination). */
  destination: PostalAddress | null;
}

/**
 * spec 2 §2: a call icon and a map icon, as real links (tel:, a maps deep link), each left out when there is
 * nothing to call or map. Maps open beside the app, never in its place. A click on them does not reach the row.
 */
export function ContactIcons({ name, phone, destination }: ContactIconsProps) {
  const { t } = useTranslation();
  return (
    <>
      {phone && (
        <IconButton
          component="a"
          href={telHref(phone)}
          aria-label={t('caseload.call', { name })}
          color="primary"
          sx={TARGET}
          onClick={(event) => event.stopPropagation()}
        >
          <Phone />
        </IconButton>
      )}
      {destination && (
        <IconButton
          component="a"
          href={mapsHref(destination)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('caseload.map', { name })}
          color="primary"
          sx={TARGET}
          onClick={(event) => event.stopPropagation()}
        >
          <Place />
        </IconButton>
      )}
    </>
  );
}
