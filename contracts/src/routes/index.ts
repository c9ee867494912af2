// The route table: every endpoint the API serves, once. Each area is a module of its own (its entries are plain
// objects), so a bundle keeps only the entries its pages use. api/test/routes.e2e-spec.ts holds it to the served routes.
export * as admin from './admin';
export * as announcements from './announcements';
export * as auth from './auth';
export * as communities from './communities';
export * as content from './content';
export * as conversations from './conversations';
export * as discussions from './discussions';
export * as engagement from './engagement';
export * as events from './events';
export * as me from './me';
export * as members from './members';
export * as requests from './requests';
export * as system from './system';
