import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Decision 033 (issue 25): the server never imports web/; what both sides need lives in contract/. The built
// app is loaded at run time from BUILD_DIR (server/web/mount.ts, a computed import()), so there is no exception.
// server/web/ exists, so the rule is per depth: a file at server/<d folders>/x.ts reaches the top-level web/ only
// through exactly d + 1 '../'. The web alias '~/' is refused everywhere in server/. Dynamic import() is not seen
// by this rule; `npm run check:imports` (dependency-cruiser) checks those too.
const NO_WEB = 'server/ must not import web/: move what both sides need to contract/ (decision 033).';
const serverNeverImportsWeb = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`server/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^(\\.\\./){${depth + 1}}web(/|$)`, message: NO_WEB },
          { regex: '^~(/|$)', message: NO_WEB },
        ],
      },
    ],
  },
}));
// contract/ is shared by both sides: it imports neither.
const NOT_FROM_CONTRACT = 'contract/ imports neither server/ nor web/ (decision 033).';
const contractStandsAlone = {
  files: ['contract/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^(\\.\\./)+(server|web)(/|$)', message: NOT_FROM_CONTRACT },
          { regex: '^~(/|$)', message: NOT_FROM_CONTRACT },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['web/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Small functions with one job (content files hold copy, tests hold scenarios).
    files: ['server/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: ['web/content/**', '**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
  { files: ['**/*.mjs', '**/*.cjs', 'scripts/**', 'bench/**'], languageOptions: { globals: { ...globals.node } } },
  ...serverNeverImportsWeb,
  contractStandsAlone,
);
