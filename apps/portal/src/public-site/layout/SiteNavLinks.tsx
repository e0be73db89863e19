import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HOME_SECTIONS } from '../site-map';
import { scrollToSection } from '../scroll-to-section';

interface Props {
  /** Logged-in visitors get 'Dashboard' where others get 'Log in'. */
  loggedIn: boolean;
  /** The mobile drawer also offers signup (docs/product.md §2). */
  includeSignup?: boolean;
  /** Called after any link is followed, so the drawer can close. */
  onNavigate?: () => void;
  className?: string;
}

/** The header's links, shared by the desktop bar and the mobile drawer so both always match. */
export function SiteNavLinks({ loggedIn, includeSignup = false, onNavigate, className }: Props) {
  const { pathname } = useLocation();

  // On the home page the section is already there: scroll to it. Elsewhere the link goes to /#id
  // and the home page scrolls once it has rendered (HomePage reads the hash).
  const followSectionLink = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    onNavigate?.();
    if (pathname === '/') {
      event.preventDefault();
      scrollToSection(id);
    }
  };

  return (
    <ul className={className}>
      {HOME_SECTIONS.map((section) => (
        <li key={section.id}>
          <Link to={`/#${section.id}`} onClick={(event) => followSectionLink(event, section.id)}>
            {section.label}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/wotc_case_study" onClick={onNavigate}>
          Case study
        </Link>
      </li>
      <li>
        <Link to="/contact" onClick={onNavigate}>
          Contact us for a demo
        </Link>
      </li>
      {includeSignup && (
        <li>
          <Link to="/signup" onClick={onNavigate}>
            Create a free account
          </Link>
        </li>
      )}
      <li>
        {loggedIn ? (
          <Link to="/dashboard" onClick={onNavigate}>
            Dashboard
          </Link>
        ) : (
          <Link to="/login" onClick={onNavigate}>
            Log in
          </Link>
        )}
      </li>
    </ul>
  );
}
