export * from './organization.ts';
export * from './auth.ts';
export * from './client.ts';
export * from './schedule.ts';
export * from './documents.ts';
export * from './document-pdfs.ts';
export * from './signature-audit.ts';
export * from './throttle.ts';
