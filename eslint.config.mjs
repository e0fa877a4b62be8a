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
/** From a layer below the features (docs/architecture.md, Layers), any path into api/features/ or api/wiring/. */
const NO_FEATURES_BELOW = {
  regex: '^(\\.\\./)+(features|wiring)(/|$)',
  message:
    'Layers below the features import none: what features share gets a layer of its own (docs/architecture.md, Layers).',
};
/** From a feature, the ingestion wing's edge (but its intake) and load. */
const TRACKING_DOOR = {
  regex: '^(\\.\\./)+tracking/(load(/|$)|edge/(?!intake$))',
  message:
    'Features see the ingestion wing through api/tracking/store/ and api/tracking/edge/intake.ts only.',
};

/** The ledger's one writer (api/ledger/append-ledger.ts): nothing else locks or appends. */
const LEDGER_WRITE = {
  selector:
    "MemberExpression[object.property.name='ledger'][property.name=/^(append|appendCommissions|appendPayouts|lock)$/]",
  message: 'Ledger entries are appended only through appendLedger (api/ledger/append-ledger.ts).',
};

/** Queues are typed end to end (api/queues/payloads.ts): a job's data needs no cast. */
const JOB_DATA_CAST = {
  selector:
    "TSAsExpression > MemberExpression.expression[property.name='data'][object.name='job'], TSTypeAssertion > MemberExpression.expression[property.name='data'][object.name='job']",
  message: "A job's data is typed by its queue (ProcessorSpec<queue>, api/queues/payloads.ts): no cast.",
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
  // Layers (docs/architecture.md, Layers): route slices in api/features/ over the shared layers
  // below them (api/http/, api/tracking/, api/outbox/, …), which import no feature; only the
  // app-level wiring (api/app.ts, api/server.ts, api/wiring/) names features. A feature reaches
  // the ingestion wing through its store and its intake.
  {
    files: ['api/**/*.ts'],
    ignores: ['api/queues/**', 'api/features/**', 'api/wiring/**', 'api/app.ts', 'api/server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WORKERS, NO_FEATURES_BELOW] }] },
  },
  {
    files: ['api/features/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WORKERS, TRACKING_DOOR] }] },
  },
  {
    files: ['api/**/*.ts', 'workers/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', LEDGER_WRITE, JOB_DATA_CAST] },
  },
  {
    files: ['api/ledger/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', JOB_DATA_CAST] },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
