import { VisitsRepository, type Session, type SyncEngine } from '../../data/index.ts';
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
 * After a local write: the sync engine sends it now when it can; offline it waits for the connection (spec 1
 * §4), and a failure here leaves the record dirty for the next try.
 */
export function sendSoon(engine: SyncEngine): void {
  if (isOnline()) void engine.writeDirty().catch(() => undefined);
}
