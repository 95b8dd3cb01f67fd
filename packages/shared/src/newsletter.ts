import { z } from 'zod';
import { emailSchema } from './auth.ts';

export const newsletterBody = z.object({ email: emailSchema });
