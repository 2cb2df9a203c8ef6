// The application's tables; drizzle-kit reads this folder.
export * from './knowledge';
