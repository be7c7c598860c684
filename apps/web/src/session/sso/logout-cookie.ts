// spec 1 §7 sign-out "sets a logout redirect cookie": it says, on the way back from the provider's logout,
// that this visit to the sign-in start page follows a sign-out. No oidc-client-ts here: Settings imports it.

const NAME = 'carevisit_sso_logout';
/** Long enough for the provider's logout pages, short enough not to greet a later visit. */
const MAX_AGE_SECONDS = 600;

export function setLogoutRedirectCookie(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${NAME}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function hasLogoutRedirectCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${NAME}=1`);
}

export function clearLogoutRedirectCookie(): void {
  document.cookie = `${NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
}
