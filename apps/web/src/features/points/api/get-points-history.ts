import { pageOf } from '@shop/shared/api';
import { pointsTransactionView } from '@shop/shared/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type PointsTransaction = z.infer<typeof pointsTransactionView>;
export const POINTS_HISTORY_PAGE_SIZE = 10;
const historyPage = pageOf(pointsTransactionView);

/** GET /api/points/history?page&per_page: the ledger, newest first. */
export const fetchPointsHistory = (page: number, signal?: AbortSignal) =>
  api.get('/points/history', {
    query: { page, per_page: POINTS_HISTORY_PAGE_SIZE },
    schema: historyPage,
    signal,
  });

export const usePointsHistory = (page: number) =>
  useQuery({
    queryKey: ['points', 'history', page],
    queryFn: ({ signal }) => fetchPointsHistory(page, signal),
    placeholderData: keepPreviousData,
  });
