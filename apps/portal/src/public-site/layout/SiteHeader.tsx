import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStoredClaims } from '../../session/stored-session';
import { SiteNavLinks } from './SiteNavLinks';
import menuButtonStyles from '../../ui/menu-button.module.css';
import styles from './layout.module.css';

const DRAWER_ID = 'site-menu';
const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Logo, the links of docs/product.md §2 on wide screens, and below 768 px a menu button opening a drawer
 * (a modal dialog: focus moves in, Tab stays inside, Escape closes and returns focus to the button).
 */
export function SiteHeader() {
  // Read on every render: the header re-renders on each navigation, so a login or logout shows at once.
  const loggedIn = useStoredClaims() !== null;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const { pathname, hash } = useLocation();

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  // A followed link closes the drawer; so does any other navigation (browser back, for one).
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  useEffect(() => {
    if (!menuOpen) return;
    drawer.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  // Keeps Tab and Shift+Tab cycling inside the open drawer.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !drawer.current) return;
    const items = [...drawer.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerBar}`}>
        <Link to="/" className={styles.logo} aria-label="ClearHire home">
          <LogoMark />
          <span aria-hidden="true">ClearHire</span>
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <SiteNavLinks loggedIn={loggedIn} className={styles.navList} />
        </nav>
        <button
          ref={menuButton}
          type="button"
          className={`${menuButtonStyles.menuButton} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={DRAWER_ID}
          onClick={() => (menuOpen ? closeMenu(false) : setMenuOpen(true))}
        >
          <MenuIcon open={menuOpen} />
          Menu
        </button>
      </div>
      {menuOpen && <div className={styles.backdrop} aria-hidden="true" onClick={() => closeMenu(true)} />}
      <div
        ref={drawer}
        id={DRAWER_ID}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        hidden={!menuOpen}
        onKeyDown={trapFocus}
      >
        <button type="button" className={`${menuButtonStyles.menuButton} ${styles.closeButton}`} onClick={() => closeMenu(true)}>
          Close menu
        </button>
        <nav aria-label="Site menu">
          <SiteNavLinks loggedIn={loggedIn} includeSignup onNavigate={() => setMenuOpen(false)} className={styles.drawerList} />
        </nav>
      </div>
    </header>
  );
}

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f4c81" />
      <path
        d="M9 16.5l4.5 4.5L23 11.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
