export { createAnonymousModelBudget } from './anonymous-model-budget';
export { infoChatRoutes } from './info-chat-routes';
