import { z } from 'zod';
import { parseBody } from '../http/errors.ts';

const SUFFIX = '.json';

/** Room for a full address with suite and ZIP+4, while bounding the matching work and the upstream URL. */
const MAX_LENGTH = 200;

const searchText = z.object({ query: z.string().trim().min(1).max(MAX_LENGTH) });

/**
 * The search text of a path's last part ('123%20Haddon.json', already decoded by the router), or undefined
 * when it is not a .json path. Too short or too long is a 400 naming the query.
 */
export function searchTextOf(pathPart: string): string | undefined {
  if (!pathPart.endsWith(SUFFIX)) return undefined;
  return parseBody(searchText, { query: pathPart.slice(0, -SUFFIX.length) }).query;
}
