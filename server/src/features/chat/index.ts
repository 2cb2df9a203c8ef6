export { chatRateLimit } from './chat-rate-limit';
export { answerStreamResponse, chatRoutes } from './chat-routes';
export type { AreaEngines, ChatDeps } from './chat-service';
export { answerQuestion } from './chat-service';
export { createModelBudget } from './llm/model-budget';
