import { Link } from 'react-router-dom';
import { useSession } from '../../session/use-session';

/** The company's settings (E-Verify participation, business address, time zone, holidays): its company page. */
export const companySettingsPath = (companyId: number): string => `/dashboard/companies/${companyId}`;

/**
 * A link to the company's settings where a setting is needed (Section 2's alternative procedure,
 * E-Verify): for an owner, who can change them; a member is told to ask one.
 */
export function CompanySettingsLink({ companyId, children }: { companyId: number; children: string }) {
  const { isOwner, isAdmin } = useSession();
  if (!isOwner && !isAdmin) return <span>Ask an owner of your company to change its settings.</span>;
  return <Link to={companySettingsPath(companyId)}>{children}</Link>;
}
