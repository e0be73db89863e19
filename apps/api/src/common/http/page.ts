import { MAX_PAGE_SIZE, PAGE_SIZE } from '@clearhire/contracts';
import { QueryIntField } from '../validation/fields';

/** limit/offset paging of every list (docs/architecture.md §3): 10 by default, at most 100. */
export class PageQuery {
  @QueryIntField({ label: 'limit', min: 1, max: MAX_PAGE_SIZE, default: PAGE_SIZE })
  limit?: number;

  @QueryIntField({ label: 'offset', min: 0, max: 2_147_483_647, default: 0 })
  offset?: number;
}

export const pageOf = (q: PageQuery) => ({ take: q.limit ?? PAGE_SIZE, skip: q.offset ?? 0 });

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
