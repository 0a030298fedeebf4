// Type-aware linting. The import rule keeps the pure core pure: events/ and the domain modules of
// lib/ never import express, Google clients, got, pino or node:sqlite; only adapters and services do.
import tseslint from 'typescript-eslint'

const impure = ['express', 'undici', 'pino', 'node:sqlite', '@google-cloud/*', 'google-auth-library', 'cockatiel', 'node:http', 'node:fs']

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.tap/**', 'eslint.config.js'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Ports return promises; an adapter whose work is synchronous still answers with one.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['events/**/*.ts', 'lib/**/*.ts'],
    ignores: ['lib/adapters/**', 'lib/audit/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: impure.map((group) => ({ group: [group], message: 'the pure core stays free of I/O libraries: use a port' })) }],
    },
  },
  {
    // The emulators and stand-ins start in one place, test/helpers/local-emulators.ts, the code
    // `npm run emulators` runs: every test that uses one proves that command's start-up.
    files: ['test/**/*.test.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/firestore-emulator.js', '**/pubsub-emulator.js', '**/cloud-tasks-server.js', '**/oidc-issuer.js'],
              importNames: ['startFirestoreEmulator', 'startPubSubEmulator', 'startCloudTasksServer', 'startOidcIssuer'],
              message: 'start the stand-ins with startLocalEmulators (test/helpers/local-emulators.ts), as `npm run emulators` does',
            },
          ],
        },
      ],
    },
  },
  {
    // The console shows scammers' text: it makes elements with console/src/dom.ts (text nodes only)
    // and never parses markup. Its CSP (Trusted Types) enforces the same in the browser.
    files: ['console/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'createContextualFragment', 'setHTMLUnsafe', 'parseHTMLUnsafe', 'srcdoc'].map((property) => ({ property, message: 'markup from a string: build elements with dom.ts' })),
        { object: 'document', property: 'write', message: 'markup from a string: build elements with dom.ts' },
        { object: 'document', property: 'writeln', message: 'markup from a string: build elements with dom.ts' },
      ],
      'no-restricted-globals': ['error', { name: 'DOMParser', message: 'markup from a string' }, { name: 'localStorage', message: 'the key stays in sessionStorage' }, { name: 'eval', message: 'no code from strings' }],
    },
  },
  {
    // The plain JavaScript scripts (scripts/*.mjs) are in no TypeScript project: linted without types.
    files: ['**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // tap collects subtests itself: `t.test(...)` is not awaited by convention.
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
)
