import { BAD_TEXT_MESSAGE, isCleanText } from '@shop/shared/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, validationError } from '../lib/errors.ts';

/** No payload of ours nests deeper than this; anything deeper is not a form a client of ours sends. */
const MAX_DEPTH = 16;

/**
 * One check of every text a client sends, before any route's own schema: path parameters, the query
 * and the JSON body, keys included. A control character or broken Unicode is refused with 422 naming
 * the field, instead of reaching the database (which cannot store NUL) or a log.
 */
export default fp(async function inputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const errors: Record<string, string[]> = {};
    const sources = { params: req.params, querystring: req.query, body: req.body };
    for (const [source, value] of Object.entries(sources)) {
      for (const field of badTextFields(value, source)) errors[field] = [BAD_TEXT_MESSAGE];
    }
    if (Object.keys(errors).length) throw validationError(errors);
  });
});

/** Dotted paths of the strings (or keys) that hold forbidden characters; walked without recursion. */
export function badTextFields(root: unknown, rootName: string): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isCleanText(value)) found.push(path || rootName);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_DEPTH) throw new AppError('MALFORMED', 'Malformed request');
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isCleanText(key)) {
        found.push(rootName);
        continue;
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return found;
}
