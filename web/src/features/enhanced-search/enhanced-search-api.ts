import { type EnhancedSearchResponse, EnhancedSearchResponseSchema } from '@app/common';
import { apiPost } from '@/lib/api';

export const runEnhancedSearch = (query: string): Promise<EnhancedSearchResponse> =>
  apiPost('/api/admin/enhanced-search', { query }, EnhancedSearchResponseSchema);
