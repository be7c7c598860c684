import type { TFunction } from 'i18next';
import type { ClientData } from '../../data/index.ts';

/** 'Last, First' as lists show a client; the id when the client's record has not arrived yet. */
export function clientName(t: TFunction, client: ClientData | undefined, clientId: number): string {
  if (!client?.lastName) return t('appointmentCard.unknownClient', { clientId });
  return t('appointmentCard.clientName', { lastName: client.lastName, firstName: client.firstName ?? '' });
}
