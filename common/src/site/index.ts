export * from './pages';
export * from './types';
