import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  mapsHref,
  oneLineAddress,
  telHref,
  type PhoneNumber,
  type PostalAddress,
} from '@carevisit/core';

/** spec 1 §7: a tel: link for a client's phone. */
export function PhoneLink({ phone }: { phone: PhoneNumber }) {
  const { t } = useTranslation();
  const text = formatPhone(phone);
  return (
    <Link href={telHref(phone)} aria-label={t('clientDetails.call', { phone: text })} underline="hover">
      {text}
    </Link>
  );
}

/** spec 1 §7: a maps deep link for a client's address; maps open beside the app, never in its place. */
export function AddressLink({ address }: { address: PostalAddress }) {
  const { t } = useTranslation();
  const text = oneLineAddress(address);
  return (
    <Link
      href={mapsHref(address)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('clientDetails.openMap', { address: text })}
      underline="hover"
    >
      {text}
    </Link>
  );
}
