export * from './community';
export * from './community-constants';
export * from './event';
export * from './auth';
export * from './requests';
export * from './content';
export * from './admin';
export * from './validation';
