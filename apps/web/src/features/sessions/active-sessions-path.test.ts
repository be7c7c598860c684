import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_SESSIONS_ROUTES,
  activeSessionsPath,
  isActiveSessionsPath,
  parentPath,
} from './active-sessions-path.ts';

describe('Active Sessions path', () => {
  it('appends to the current path and keeps its query', () => {
    expect(activeSessionsPath('/dashboard', '')).toBe('/dashboard/activeSessions');
    expect(activeSessionsPath('/caseload/facesheet', '?clientId=5')).toBe(
      '/caseload/facesheet/activeSessions?clientId=5',
    );
    expect(activeSessionsPath('/schedule/', '')).toBe('/schedule/activeSessions');
  });

  it('does not append twice', () => {
    expect(activeSessionsPath('/dashboard/activeSessions', '')).toBe('/dashboard/activeSessions');
  });

  it('finds the parent to go back to', () => {
    expect(parentPath('/caseload/facesheet/activeSessions')).toBe('/caseload/facesheet');
    expect(parentPath('/activeSessions')).toBe('/dashboard');
    expect(isActiveSessionsPath('/schedule/activeSessions')).toBe(true);
    expect(isActiveSessionsPath('/schedule')).toBe(false);
  });

  it("wins over the pages' own routes wherever it is appended", () => {
    // The signed-in routes of app-routes.tsx: sections with their catch-alls, and the face sheet under each.
    const pages = [
      ...['/dashboard', '/schedule', '/caseload'].map((parent) => `${parent}/facesheet/*`),
      '/dashboard/*',
      '/schedule/*',
      '/caseload/*',
      '/settings',
    ];
    const routes = [...ACTIVE_SESSIONS_ROUTES, ...pages].map((path) => ({ path }));
    const routeOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;
    for (const pathname of [
      '/dashboard/activeSessions',
      '/settings/activeSessions',
      '/caseload/facesheet/activeSessions',
      '/schedule/facesheet/documents/activeSessions',
      '/dashboard/facesheet/documents/serviceDocument/activeSessions',
    ]) {
      expect(ACTIVE_SESSIONS_ROUTES).toContain(routeOf(pathname));
    }
    expect(routeOf('/dashboard')).toBe('/dashboard/*');
    expect(routeOf('/caseload/facesheet/documents')).toBe('/caseload/facesheet/*');
  });
});
