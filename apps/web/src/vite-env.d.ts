/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Settings > Environment shows it beside the version (spec 1 §1). */
declare const __BUILD_NUMBER__: string;
