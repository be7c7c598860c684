import { AppointmentsRepository, type Session } from '../../data/index.ts';
import { nowMillis } from '../../platform/clock.ts';

const repositories = new WeakMap<Session['store'], Map<string, AppointmentsRepository>>();

/**
 * The signed-in user's appointments repository for a time zone (the organization's: it decides the appointment
 * date and the out-of-range flag), one per store so every screen shares it.
 */
export function appointmentsOf(session: Session, timeZone: string): AppointmentsRepository {
  let byZone = repositories.get(session.store);
  if (!byZone) repositories.set(session.store, (byZone = new Map<string, AppointmentsRepository>()));
  let repository = byZone.get(timeZone);
  if (!repository) {
    repository = new AppointmentsRepository({ store: session.store, clock: nowMillis, timeZone });
    byZone.set(timeZone, repository);
  }
  return repository;
}
