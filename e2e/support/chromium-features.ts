import { chromium, type LaunchOptions } from '@playwright/test';

/**
 * Parts of Chromium's own window that no test shows. Chromium 156 opens its omnibox popup, a WebUI page
 * (chrome://omnibox-popup.top-chrome), in a renderer of its own at every launch, headless too. On the two-core
 * machine a browser launched with one blank page used 4.1 s of CPU, 1.5 s of it in that renderer; with these
 * features off, 2.2 s. Every signed-in test launches a browser of its own (signed-in-device.ts).
 */
export const UNSHOWN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** The switches every browser of the tests and of Lighthouse starts with: no sandbox, no GPU, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DISABLE_FEATURES = '--disable-features=';

/**
 * `flags` with a single --disable-features naming every feature its own ones named, and `features`: Chromium keeps
 * only the last --disable-features it is given, so a second one would turn the first one's features back on.
 */
export function disablingFeatures(flags: readonly string[], features: readonly string[]): string[] {
  const isDisable = (flag: string) => flag.startsWith(DISABLE_FEATURES);
  const named = flags.filter(isDisable).flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  const all = [...new Set([...named, ...features])].filter(Boolean);
  return [...flags.filter((flag) => !isDisable(flag)), DISABLE_FEATURES + all.join(',')];
}

/**
 * Playwright's launch options with UNSHOWN_FEATURES off as well. Playwright passes a --disable-features of its own
 * that it does not publish: it is read off the command line of a browser Playwright launches, left out of the
 * defaults, and joined to the one these options pass.
 */
export async function withoutUnshownFeatures(options: LaunchOptions): Promise<LaunchOptions> {
  const probe = await chromium.launchServer(options);
  const playwrightOwn = probe.process().spawnargs.filter((arg) => arg.startsWith(DISABLE_FEATURES));
  await probe.close();
  const ignored = Array.isArray(options.ignoreDefaultArgs) ? options.ignoreDefaultArgs : [];
  return {
    ...options,
    ignoreDefaultArgs: [...ignored, ...playwrightOwn],
    args: disablingFeatures([...playwrightOwn, ...(options.args ?? [])], UNSHOWN_FEATURES),
  };
}
