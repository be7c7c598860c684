import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bootSplashText } from './build/boot-splash-text.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { reportFirstScreenSize } from './build/first-screen-size.ts';

// The build number shown in Settings > Environment (spec 1 §1): CI's run number, else the build time.
const buildNumber = process.env.BUILD_NUMBER ?? new Date().toISOString().slice(0, 16).replace(/\D/g, '');

export default defineConfig({
  define: { __BUILD_NUMBER__: JSON.stringify(buildNumber) },
  // The largest chunks are the first screen's (654 kB, 201 kB gzipped: it has a budget of its own,
  // build/first-screen-size.ts), fhirpath.js (627 kB, loaded only on the impact page of an imported measure) and the
  // signed-in screens' shared chunk (613 kB).
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    // index.html preloads the first screen's chunks; a lazily loaded page's chunks are found by the browser as it
    // reads the page's imports. Vite's runtime preloading added a link to the document head for each chunk a page
    // needs: most of three long tasks when a signed-in device reopens the face sheet (issue 33).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  server: { proxy: { '/evv': 'http://localhost:8080', '/config': 'http://localhost:8080' } },
  plugins: [
    react(),
    bootSplashText(),
    // spec 1 §2: the offline-cache worker registers at /sw.js and caches the app shell.
    VitePWA({
      filename: 'sw.js',
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['logo.svg', 'icon-192.png'],
      manifest: {
        name: 'CareVisit',
        short_name: 'CareVisit',
        description: 'Electronic visit verification and care documentation',
        theme_color: '#0b5cad',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // mjs: PDF.js's worker, so that a PDF kept on the device opens offline (issue 16 item 6).
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // The first install takes over the open page at once, so a caregiver who signs in for the first time and
        // loses the signal keeps loading the screens not opened yet (a lazily loaded page, such as the signature
        // page, otherwise fails to load offline and leaves a blank screen). Updates still wait for 'Update Now'.
        clientsClaim: true,
        // API and configuration answers carry client data or change: never cached (security, spec 1 §7).
        navigateFallbackDenylist: [/^\/evv\//, /^\/config\//, /^\/health/],
        runtimeCaching: [],
      },
    }),
    reportFirstScreenSize(),
  ],
});
