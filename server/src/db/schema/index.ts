// The application's tables. Later features add their own modules here; drizzle-kit reads this folder.
export {};
