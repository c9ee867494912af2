export * from './community';
export * from './event';
