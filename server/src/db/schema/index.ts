// The application's tables; drizzle-kit reads this folder.
export * from './account';
export * from './admin';
export * from './auth';
export * from './billing';
export * from './chat';
export * from './contact';
export * from './knowledge';
export * from './organisations';
export * from './sso';
