import { pointsSummary } from '@shop/shared/points';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/points: balance, its value in dinars, totals earned and spent. */
export const fetchPointsSummary = (signal?: AbortSignal) =>
  api.get('/points', { schema: pointsSummary, signal });

export const usePointsSummary = () =>
  useQuery({ queryKey: ['points', 'summary'], queryFn: ({ signal }) => fetchPointsSummary(signal) });
