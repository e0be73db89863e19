import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { companySettingsPath } from '../common/company-settings-link';
import { PageLoading } from '../../ui/PageLoading';
import menuButtonStyles from '../../ui/menu-button.module.css';
import styles from './DashboardLayout.module.css';

const MENU_ID = 'dashboard-menu';


// From the Account page's chunk, which holds the two-factor set-up too (bundle budget).
const TwoFactorRequiredScreen = lazy(() => import('../account/AccountPage').then((m) => ({ default: m.TwoFactorRequiredScreen })));

/** The menu's pages in order; `for` keeps one to administrators or to company users. */
const MENU: readonly { to: string; label: string; end?: boolean; for?: 'admin' | 'company' | 'owner' }[] = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/dashboard/submissions', label: 'Submissions' },
  { to: '/dashboard/credits', label: 'Tax Credits' },
  { to: '/dashboard/employees', label: 'Employees' },
  { to: '/dashboard/i9-inspection', label: 'I-9 Inspection' },
  { to: '/dashboard/companies', label: 'Companies', for: 'admin' },
  { to: '/dashboard/state-batch', label: 'State Batch', for: 'admin' },
  { to: '/dashboard/admins', label: 'Administrators', for: 'admin' },
  { to: '/dashboard/locations', label: 'Locations', for: 'company' },
  { to: '/dashboard/team', label: 'Team', for: 'company' },
  { to: '/dashboard/api-keys', label: 'API keys', for: 'owner' },
  { to: '/dashboard/webhooks', label: 'Webhooks', for: 'owner' },
  { to: '/dashboard/account', label: 'Account' },
];

function menuLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.menuLink} ${styles.menuLinkActive}` : styles.menuLink;
}

/**
 * Side menu and page area of every dashboard page (docs/product.md §2): Dashboard, Submissions, Tax Credits
 * (claiming), Employees, Companies, State Batch and Administrators (administrators only), Locations and Team (company
 * users), API keys, Webhooks and Company settings (owners), Account, Logout (this device) and Log out everywhere (every device). On a phone the menu folds behind a Menu button.
 *
 * A session that must set up two-factor sign-in first (the API refuses it everything else) gets only
 * the set-up screen and Logout, whatever the address; the screen stays, showing the recovery codes,
 * after the renewed token dropped the claim, until the person continues.
 */
export function DashboardLayout() {
  const { name, isAdmin, isOwner, companyId, logout, logoutEverywhere, twoFactorSetupRequired } = useSession();
  const audience = (item: (typeof MENU)[number]) => !item.for || item.for === (isAdmin ? 'admin' : 'company') || (item.for === 'owner' && !isAdmin && isOwner);
  // Owners change the company's settings; they come just before Account, the menu's last item.
  const settings = isOwner && companyId !== null ? [{ to: companySettingsPath(companyId), label: 'Company settings', end: false }] : [];
  const items = MENU.filter(audience);
  const menu = [...items.slice(0, -1), ...settings, ...items.slice(-1)];
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: following a link closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [settingUp, setSettingUp] = useState(twoFactorSetupRequired);
  if (twoFactorSetupRequired && !settingUp) setSettingUp(true);
  const setupOnly = twoFactorSetupRequired || settingUp;

  return (
    <div className={styles.shell}>
      <header className={styles.sidebar}>
        <div className={styles.topRow}>
          <Link to="/dashboard" className={styles.brand}>
            ClearHire
          </Link>
          <button
            type="button"
            className={`${menuButtonStyles.menuButton} ${styles.menuButton}`}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
              <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menu
          </button>
        </div>
        <p className={styles.user}>
          Signed in as <strong>{name || 'ClearHire user'}</strong>
        </p>
        <nav id={MENU_ID} aria-label="Dashboard" className={open ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <ul className={styles.menuList}>
            {!setupOnly &&
              menu.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={menuLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            <li>
              <button type="button" className={styles.logout} onClick={logout}>
                Logout
              </button>
            </li>
            <li>
              <button type="button" className={`${styles.logout} ${styles.logoutEverywhere}`} onClick={logoutEverywhere} aria-describedby="logout-everywhere-hint">
                Log out everywhere
              </button>
              <span id="logout-everywhere-hint" className={styles.hint}>
                Ends your sessions on every device.
              </span>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          {setupOnly ? <TwoFactorRequiredScreen onFinished={() => setSettingUp(false)} /> : <Outlet />}
        </Suspense>
      </main>
    </div>
  );
}
