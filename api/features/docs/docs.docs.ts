import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /openapi.json': {
    summary: 'This document (OpenAPI 3.1)',
    description: 'Read off the registered routes and their docs; cached per process.',
  },
  'get /docs': {
    summary: 'The rendered API reference',
    description: 'Swagger UI served by the app itself (no CDN).',
  },
  'get /docs/init.js': {
    summary: "The reference page's start-up script",
    description: 'Points Swagger UI at /openapi.json.',
  },
};
