import { APP_VERSION } from '@carevisit/core';

/** What the server tells the web app about itself (GET /config/app-config.json). */
export interface RuntimeConfig {
  version: string;
  defaultAuthMode: 'password' | 'sso';
  ssoAvailable: boolean;
  clientId: string;
  clientSecret: string;
  /** Visits go to the simulated aggregator of the demo (issue 32): screens showing their payment status say so. */
  aggregatorSimulated?: boolean;
  /** Issue 35: the server takes passkeys from pages at this address (absent from servers before it: no). */
  passkeysAvailable?: boolean;
}

const STORAGE_KEY = 'carevisit.appConfig';

const isRuntimeConfig = (value: unknown): value is RuntimeConfig => {
  const config = value as Partial<RuntimeConfig> | null;
  return (
    typeof config?.clientId === 'string' &&
    typeof config.clientSecret === 'string' &&
    (config.defaultAuthMode === 'password' || config.defaultAuthMode === 'sso')
  );
};

/**
 * Fetched on every start and remembered (it holds no personal data), so the app still knows how to sign in
 * when it opens with no network.
 */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetcher('/config/app-config.json', { cache: 'no-store' });
    const config: unknown = await response.json();
    if (response.ok && isRuntimeConfig(config)) {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
      return config;
    }
  } catch {
    // Offline: use what the last start saw.
  }
  const remembered: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  if (isRuntimeConfig(remembered)) return remembered;
  return {
    version: APP_VERSION,
    defaultAuthMode: 'password',
    ssoAvailable: false,
    clientId: 'carevisit-web',
    clientSecret: 'carevisit-web-secret',
  };
}
