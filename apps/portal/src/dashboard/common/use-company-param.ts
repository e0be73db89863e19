import { useSearchParams } from 'react-router-dom';
import { withParam } from './url-params';

/** `?companyId=` as a company id, or undefined when absent or not a positive whole number. */
function companyIdParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * An administrator's choice of one company, kept in the URL (`?companyId=`) so the page can be
 * bookmarked and the back button returns to it. A company user is always scoped to its own company
 * by the API, so for them (`enabled` false) there is no choice: undefined.
 */
export function useCompanyParam(enabled: boolean): [number | undefined, (companyId: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const companyId = enabled ? companyIdParam(params.get('companyId')) : undefined;
  const choose = (id: number | undefined) => setParams((current) => withParam(current, 'companyId', id === undefined ? undefined : String(id)));
  return [companyId, choose];
}
