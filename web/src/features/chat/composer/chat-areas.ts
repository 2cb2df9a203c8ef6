import {
  type ChatArea,
  ChatAreasResponseSchema,
  type ChatTopic,
  FALLBACK_QUESTIONS,
  OTHER_TOPIC,
  type SiteArea,
} from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { appConfig } from '@/lib/app-config';
import { CHAT_AREAS_QUERY_KEY } from '@/lib/query-keys';

export const CHAT_AREAS_PATH = '/api/chat/areas';

const fetchChatAreas = async (signal: AbortSignal): Promise<ChatArea[]> =>
  (await apiGet(CHAT_AREAS_PATH, ChatAreasResponseSchema, signal)).areas;

/**
 * What the chat offers when the areas could not be fetched: the roles the page already knows
 * (the server wrote them into it), each with only 'Övrigt' and the generic suggested questions.
 * The server accepts any loaded role with 'Övrigt', so questions can still be asked.
 */
export const offlineAreas = (areas: readonly SiteArea[]): ChatArea[] =>
  areas.map((area) => ({
    role: area.role,
    beta: area.beta,
    topics: [{ subtopic: OTHER_TOPIC, emoji: '🏠', icon: null, questions: [...FALLBACK_QUESTIONS] }],
  }));

export type ChatAreasState = {
  status: 'loading' | 'ready' | 'failed';
  areas: readonly ChatArea[];
  retry: () => void;
};

/** The roles on offer with their topics and suggested questions, from the server (spec 1 §1–3). */
export const useChatAreas = (): ChatAreasState => {
  const query = useQuery({
    queryKey: CHAT_AREAS_QUERY_KEY,
    queryFn: ({ signal }) => fetchChatAreas(signal),
    // Operators change the topics rarely; the next page load shows their change.
    staleTime: Number.POSITIVE_INFINITY,
    // The chat says so itself, beside the selectors.
    meta: { errorShownByPage: true },
  });
  if (query.data) {
    return { status: 'ready', areas: query.data, retry: () => void query.refetch() };
  }
  return query.isError
    ? { status: 'failed', areas: offlineAreas(appConfig.areas), retry: () => void query.refetch() }
    : { status: 'loading', areas: [], retry: () => undefined };
};

export const topicsOf = (areas: readonly ChatArea[], role: string): readonly ChatTopic[] =>
  areas.find((area) => area.role === role)?.topics ?? [];
