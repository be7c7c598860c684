import type { ClientData } from '../../data/index.ts';
import { ClientDetails } from '../../ui/clients/client-details.tsx';

export interface ClientSnapshotProps {
  client: ClientData;
  /** A tablet's header has room for four short facts in a row. */
  wide: boolean;
  today: string;
  diagnosis: string | null | undefined;
}

/** spec 2 §2 face sheet client details: gender, date of birth, age, phones, email, physical address, diagnosis. */
export function ClientSnapshot({ client, wide, today, diagnosis }: ClientSnapshotProps) {
  return (
    <ClientDetails
      client={client}
      today={today}
      diagnosis={diagnosis ?? null}
      details={['gender', 'dateOfBirth', 'age', 'phones', 'email', 'address', 'diagnosis']}
      columns={wide ? 4 : 2}
    />
  );
}
