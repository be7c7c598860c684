import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The web app's layers (docs/architecture.md), from the top: app → features → ui → session → data →
// platform. A layer imports only the layers below it, and a feature imports no other feature.
const web = './apps/web/src';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move the shared piece down to ui/, session/, data/ or core.',
  })),
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import the app shell.' },
  {
    target: `${web}/ui`,
    from: [`${web}/features`, `${web}/app`],
    message: 'ui/ holds shared pieces: it imports no feature and not the app shell.',
  },
  {
    target: `${web}/session`,
    from: [`${web}/ui`, `${web}/features`, `${web}/app`],
    message: 'session/ sits below ui/, features and the app shell.',
  },
  {
    target: `${web}/data`,
    from: [`${web}/session`, `${web}/ui`, `${web}/features`, `${web}/app`],
    message: 'data/ sits below session/, ui/, features and the app shell.',
  },
  {
    target: `${web}/platform`,
    from: [`${web}/data`, `${web}/session`, `${web}/ui`, `${web}/features`, `${web}/app`],
    message: 'platform/ is the lowest layer of the web app.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server imports no web code: shared pieces live in packages/core.',
  },
  {
    target: './packages/core',
    from: ['./apps', './e2e', './bench', './scripts'],
    message: 'packages/core is pure: it imports no app code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/server/drizzle.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Screens read live queries through one hook that keeps the earlier answer's objects where nothing changed.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/ui/data/use-live-result.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'dexie-react-hooks',
              message:
                "Use useLiveResult (ui/data/use-live-result.ts): sync's unchanged rows then render nothing again.",
            },
          ],
        },
      ],
    },
  },
  {
    // packages/core runs in the browser and on the server: no Node modules, no DOM (its tsconfig has no DOM
    // library), no UI or storage library.
    files: ['packages/core/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mui/*', 'dexie*', 'fastify', '@fastify/*', 'drizzle-orm*', 'pg'],
              message: 'packages/core is pure TypeScript: no UI, storage or server library.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped JSON replies and use Vitest's asymmetric matchers (typed any).
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'apps/aggregator-sim/test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
