import type { OpDocs } from './op-docs';

/**
 * Every feature's operation docs (`<feature>.docs.ts`), merged. A new feature adds its file
 * here; the docs test fails for any registered route left without docs.
 */
export const OPERATION_DOCS: OpDocs = Object.assign({});
