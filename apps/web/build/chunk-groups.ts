/**
 * How the app's JavaScript is cut into files (Rolldown's code-splitting groups; a module goes to the matching group
 * of highest priority, with what it imports). Left to itself, Rolldown made a chunk of every set of pages sharing
 * modules: the first screen came in 32 files and a signed-in device reopening the face sheet fetched about 130.
 * Chromium's main thread spends one to two milliseconds on each module request, in the tasks that start the
 * screen (issue 33: about 65 ms for index.html's 33 preloads, at 1x on the CI machine), so the screens are now
 * cut into few files: the first screen in one, what two or more later pages share in another, each page in its
 * own. Measured opening the face sheet signed in (three opens, twice, alternating builds): the main thread's busy
 * time fell by about 30 %, for the same JavaScript in kB (docs/architecture.md).
 */
export const chunkGroups = [
  // Everything the first screen imports statically: index.html preloads it as one file.
  { name: 'start', tags: ['$initial' as const], priority: 4 },
  // The Spanish catalog, alone: core's messages hold both catalogs, so signed-in screens load it in every language.
  // MUI's Spanish texts stay with the Spanish resources, which only a Spanish device loads (i18n/i18n.ts).
  { name: 'spanish', test: /core[\\/]src[\\/]messages[\\/]es/, priority: 3 },
  // What two or more later pages share: the UI library and the app's shared screens and components, with what they
  // import (the data layer, the contract, date-fns). The PDF viewer, FHIR and fhirpath stay in chunks of their own.
  {
    name: 'shared',
    minShareCount: 2,
    priority: 1,
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|clsx|react-is|stylis)|apps[\\/]web[\\/]src[\\/](app|features|ui)[\\/]/,
  },
];
