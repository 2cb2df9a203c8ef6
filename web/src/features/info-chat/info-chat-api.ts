import { type InfoChatRequest, type InfoChatResponse, InfoChatResponseSchema } from '@app/common';
import { apiPost } from '@/lib/api';

export const askInfoChat = (request: InfoChatRequest): Promise<InfoChatResponse> =>
  apiPost('/api/info-chat', request, InfoChatResponseSchema);
