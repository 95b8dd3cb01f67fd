import { envelope } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import {
  wishlistAddBody,
  wishlistAddView,
  wishlistProductBody,
  wishlistToggleView,
  wishlistView,
} from '@shop/shared/wishlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { guardRoutes, requireUser } from '../../plugins/session.ts';
import { addToWishlist, clearWishlist, getWishlist, removeFromWishlist, toggleWishlist } from './service.ts';

export async function wishlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wishlist'];
  guardRoutes(app, requireUser);
  const state = envelope(wishlistView);

  r.get('/wishlist', { schema: { tags, response: { 200: state } } }, async (req) =>
    ok(await getWishlist(app.db, req.user!.id)),
  );

  r.post(
    '/wishlist/add',
    {
      schema: {
        tags,
        body: wishlistAddBody,
        response: { 200: envelope(wishlistAddView) },
      },
    },
    async (req) => {
      const ids = req.body.items ?? [req.body.product_id!];
      const { skipped } = await addToWishlist(app.db, req.user!.id, ids);
      return ok(
        { ...(await getWishlist(app.db, req.user!.id)), skipped },
        translateMessage('Added to wishlist', requestLocale(req)),
      );
    },
  );

  r.post(
    '/wishlist/remove',
    { schema: { tags, body: wishlistProductBody, response: { 200: state } } },
    async (req) => {
      await removeFromWishlist(app.db, req.user!.id, req.body.product_id);
      return ok(
        await getWishlist(app.db, req.user!.id),
        translateMessage('Removed from wishlist', requestLocale(req)),
      );
    },
  );

  r.post(
    '/wishlist/toggle',
    {
      schema: {
        tags,
        body: wishlistProductBody,
        response: { 200: envelope(wishlistToggleView) },
      },
    },
    async (req) => {
      const added = await toggleWishlist(app.db, req.user!.id, req.body.product_id);
      const message = added ? 'Added to wishlist' : 'Removed from wishlist';
      return ok(
        { ...(await getWishlist(app.db, req.user!.id)), in_wishlist: added },
        translateMessage(message, requestLocale(req)),
      );
    },
  );

  r.post('/wishlist/clear', { schema: { tags, response: { 200: state } } }, async (req) => {
    await clearWishlist(app.db, req.user!.id);
    return ok({ items: [], entries: [] }, translateMessage('Wishlist cleared', requestLocale(req)));
  });
}
