import type { ReactNode } from 'react';
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

/**
 * A contact link as a finger meets it (issue 30: the face sheet's were 16 px high): at least 44 px high, its text
 * centred in it, wrapping when long.
 */
function ContactLink({
  href,
  label,
  opensBeside = false,
  children,
}: {
  href: string;
  label?: string;
  /** Opens in a tab of its own (maps), never in the app's place. */
  opensBeside?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-label={label}
      underline="hover"
      {...(opensBeside && { target: '_blank', rel: 'noopener noreferrer' })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        minWidth: 44,
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Link>
  );
}

/** spec 1 §7: a tel: link for a client's phone. */
export function PhoneLink({ phone }: { phone: PhoneNumber }) {
  const { t } = useTranslation();
  const text = formatPhone(phone);
  return (
    <ContactLink href={telHref(phone)} label={t('clientDetails.call', { phone: text })}>
      {text}
    </ContactLink>
  );
}

/** A mailto: link for a client's e-mail address. */
export function EmailLink({ email }: { email: string }) {
  return <ContactLink href={`mailto:${email}`}>{email}</ContactLink>;
}

/** spec 1 §7: a maps deep link for a client's address; maps open beside the app, never in its place. */
export function AddressLink({ address }: { address: PostalAddress }) {
  const { t } = useTranslation();
  const text = oneLineAddress(address);
  return (
    <ContactLink href={mapsHref(address)} label={t('clientDetails.openMap', { address: text })} opensBeside>
      {text}
    </ContactLink>
  );
}
