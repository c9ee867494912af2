export * from './community';
export * from './event';
export * from './auth';
export * from './validation';
