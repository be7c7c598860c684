const SEGMENT = '/activeSessions';

/** spec 1 §2: {parent}/activeSessions, reached by appending to the current path (its query kept). */
export function activeSessionsPath(pathname: string, search: string): string {
  const parent = parentPath(pathname);
  return `${parent === '/' ? '' : parent}${SEGMENT}${search}`;
}

/** The page Active Sessions was opened from; the dashboard when it was opened on its own. */
export function parentPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const parent = trimmed.endsWith(SEGMENT) ? trimmed.slice(0, -SEGMENT.length) : trimmed;
  return parent === '' ? '/dashboard' : parent;
}

export function isActiveSessionsPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').endsWith(SEGMENT);
}

const FACESHEET_PARENTS = ['/dashboard', '/schedule', '/caseload'];
// spec 2 §2: face sheet sub-pages go two levels deep (/allergies/allergy, /documents/serviceDocument).
const FACESHEET_DEPTHS = ['', '/:page', '/:page/:detail'];

/**
 * Every route of the Active Sessions page: each signed-in page's path with /activeSessions appended. Each
 * names more segments than the page's own route, so it wins over the section's catch-all.
 */
export const ACTIVE_SESSIONS_ROUTES: readonly string[] = [
  ...['/dashboard', '/schedule', '/caseload', '/settings'].map((parent) => `${parent}${SEGMENT}`),
  ...FACESHEET_PARENTS.flatMap((parent) =>
    FACESHEET_DEPTHS.map((depth) => `${parent}/facesheet${depth}${SEGMENT}`),
  ),
];
