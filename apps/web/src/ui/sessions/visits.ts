import { VisitsRepository, type Session, type StartRoutine } from '../../data/index.ts';
import { nowMillis } from '../../platform/clock.ts';
import { isOnline } from '../../platform/online-status.ts';

const repositories = new WeakMap<Session['store'], VisitsRepository>();

/** The signed-in user's visits repository, one per store so every screen shares it. */
export function visitsOf(session: Session): VisitsRepository {
  let repository = repositories.get(session.store);
  if (!repository) {
    repository = new VisitsRepository({ store: session.store, clock: nowMillis });
    repositories.set(session.store, repository);
  }
  return repository;
}

/**
 * After a local write: the sync routine sends it now when it can; offline it waits for the connection (spec 1
 * §4), and after a transient failure the record stays dirty and goes with the sync the routine schedules.
 */
export function sendSoon(routine: StartRoutine): void {
  if (isOnline()) void routine.sendNow();
}
