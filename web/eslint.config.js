// ESLint for the client's TypeScript (src/, vite.config.ts) and the Node.js scripts and browser tests (*.mjs):
// ESLint's and typescript-eslint's recommended rules (`npm run lint`). Formatting is Prettier's (.prettierrc.json),
// not ESLint's. Not type-aware: typed linting took three to four times as long.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Vite writes vite.config.ts.timestamp-*.mjs while it loads its config (vitest, vite build) and removes it after.
  { ignores: ['dist/', 'src/engine/generated/', '*.timestamp-*.mjs'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a parameter kept for its position or its type (as tsc's noUnusedParameters
      // allows), and `const { history: _h, ...state } = s` is how the code leaves a property out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { files: ['scripts/**/*.mjs', 'eslint.config.js'], languageOptions: { globals: globals.node } },
  // The browser tests run under Node.js, and the functions they hand to page.evaluate() run in the page.
  { files: ['e2e/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Scripts the service worker imports (public/push-sw.js).
  { files: ['public/**/*.js'], languageOptions: { globals: globals.serviceworker } },
);
