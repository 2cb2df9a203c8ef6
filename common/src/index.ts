export * from './account';
export * from './billing';
export * from './dates';
export * from './errors';
export * from './health';
export * from './product';
export * from './retrieval';
export * from './topics';
