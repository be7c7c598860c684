export * from './common.ts';
export * from './organization.ts';
export * from './client.ts';
export * from './appointment.ts';
export * from './visit.ts';
export * from './security.ts';
export * from './document.ts';
export * from './treatment-plan.ts';
