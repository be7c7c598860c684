export * from './signature-external.ts';
export * from './signature-page.ts';
export * from './signature-next-staff.ts';
export * from './signature-record.ts';
export * from './signature-external-document.ts';
export * from './signature-sign.ts';
export * from './signature-staff.ts';
export * from './png-image.ts';
