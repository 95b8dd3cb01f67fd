import { pageOf } from '@shop/shared/api';
import { pointsTransactionView } from '@shop/shared/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { pointsKey } from './get-points-stats.ts';

export type PointsTransaction = z.infer<typeof pointsTransactionView>;

const pointsTransactionPage = pageOf(pointsTransactionView);

/** GET /api/admin/points/users/:id/history: one customer's ledger, newest first. */
export const getPointsHistory = (userId: number, page: number, signal?: AbortSignal) =>
  api.get(`/admin/points/users/${userId}/history`, {
    schema: pointsTransactionPage,
    signal,
    query: { page },
  });

export const usePointsHistory = (userId: number | null, page: number) =>
  useQuery({
    queryKey: [...pointsKey, 'history', userId, page],
    queryFn: ({ signal }) => getPointsHistory(userId ?? 0, page, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
