/**
 * The web app's one clock (architecture principle 4): rules take `now` from here, and Playwright's page.clock
 * moves it in tests.
 */
export const now = (): Date => new Date();
export const nowMillis = (): number => Date.now();
