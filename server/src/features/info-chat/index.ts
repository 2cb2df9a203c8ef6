export { createAnonymousModelBudget } from './anonymous-model-budget';
export {
  EVAL_SETS,
  evaluateAnswerer,
  formatEvalResult,
  loadEvalQuestions,
} from './eval/service-question-eval';
export { infoChatRoutes } from './info-chat-routes';
export { lazyInfoChatKnowledge } from './info-chat-service';
