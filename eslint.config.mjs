import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** Any relative path from api/ that reaches workers/, or from api/queues/ that reaches api/features/. */
const NO_WORKERS = {
  regex: '^(\\.\\./)+workers(/|$)',
  message: 'api/ never imports workers/: enqueue through api/queues.',
};
const NO_FEATURES = {
  regex: '^(\\.\\./)+features(/|$)',
  message: 'api/queues imports no feature: features import it.',
};

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', '.data/**', 'test/artifacts/**', 'tmp/**', 'clients/ts/api.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // One queue boundary (docs/architecture.md, Queues and workers): features enqueue through
  // api/queues, workers only consume, so nothing in api/ reaches into workers/, and the
  // queues module depends on no feature.
  {
    files: ['api/**/*.ts'],
    ignores: ['api/queues/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WORKERS] }] },
  },
  {
    files: ['api/queues/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WORKERS, NO_FEATURES] }] },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
