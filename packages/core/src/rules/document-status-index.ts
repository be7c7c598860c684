export * from './document-status.ts';
export * from './document-status-delete.ts';
export * from './document-status-replacement.ts';
export * from './document-service-date.ts';
export * from './document-pdf-reply.ts';
export * from './document-links.ts';
export * from './session-documents.ts';
