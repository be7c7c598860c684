export * from './constants.ts';
export * from './entities/index.ts';
export * from './api/auth.ts';
export * from './api/read.ts';
export * from './api/write.ts';
export * from './api/tables.ts';
export * from './messages/en.ts';
export * from './messages/format.ts';
