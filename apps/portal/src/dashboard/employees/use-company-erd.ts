import { useCompaniesDetailQuery } from '../../api/generated';
import { useSession } from '../../session/use-session';

/**
 * Whether this account may add employees: a company user whose ERD is approved (docs/product.md §4, §6).
 * Administrators have no company and never add employees.
 */
export function useCanAddEmployees(): { canAdd: boolean; isLoading: boolean; isCompanyUser: boolean } {
  const { isAdmin, companyId } = useSession();
  const isCompanyUser = !isAdmin && companyId !== null;
  const { data, isLoading } = useCompaniesDetailQuery({ id: companyId ?? 0 }, { skip: !isCompanyUser });
  return { canAdd: isCompanyUser && data?.data.erd_status === 'approved', isLoading: isCompanyUser && isLoading, isCompanyUser };
}
