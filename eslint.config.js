import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  { files: ['**/*.mjs', 'scripts/**', 'bench/**'], languageOptions: { globals: { ...globals.node } } },
);
