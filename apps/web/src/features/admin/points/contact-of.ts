import { formatIraqiMobile } from '@shop/shared/phone';
import type { PointsUser } from './api/get-points-users.ts';

/** How staff tell customers apart: the e-mail, or for one who signed up by phone (the default), the number. */
export const contactOf = (user: Pick<PointsUser, 'email' | 'phone'>): string =>
  user.email ?? (user.phone ? formatIraqiMobile(user.phone) : '');
