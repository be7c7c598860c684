import { esES } from '@mui/material/locale';
import { es, toI18nextResources } from '@carevisit/core';

// Loaded only when Spanish is first needed, so the first screen of an English device does not carry the Spanish
// catalog (issue 3's 250 kB budget) nor build MUI's Spanish texts, whose number format alone took a quarter of the
// first script's run; the service worker keeps this chunk with the rest of the app, offline too.
export const spanishResources = toI18nextResources(es);

/** MUI's own texts in Spanish: the labels it gives pagination, autocomplete, alerts… */
export const spanishComponentTexts = esES;
