import { es, toI18nextResources } from '@carevisit/core';

// Loaded only when Spanish is first needed, so the first screen of an English device does not carry the Spanish
// catalog (issue 3's 250 kB budget); the service worker keeps this chunk with the rest of the app, offline too.
export const spanishResources = toI18nextResources(es);
