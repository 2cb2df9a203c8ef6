/**
 * Query keys of the signed-in user's data. Every one starts with ACCOUNT_QUERY_KEY, so sign-out
 * can drop them all. A module of their own: pages that only need a key load no API schemas.
 */
export const ACCOUNT_QUERY_KEY = ['account'] as const;
export const PROFILE_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'profile'] as const;
export const SUBSCRIPTION_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'subscription'] as const;
/** The chat's roles, topics and suggested questions (GET /api/chat/areas). */
export const CHAT_AREAS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'chat-areas'] as const;

/** The organisations queries (the user's own and the admin's list); under the account's key. */
export const ORGANISATION_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'organisations'] as const;

/** The user's signed-in devices (better-auth's list-sessions), in the profile. */
export const SESSIONS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'sessions'] as const;
