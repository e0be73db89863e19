import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStoredClaims } from '../../session/stored-session';
import { useDocumentTitle } from '../use-document-title';
import { scrollToSection } from '../scroll-to-section';
import { FeatureBlocks, Hero, RemoteI9Section, WotcSection } from './HomeSections';
import { HowItWorks } from './HowItWorks';
import { ResourceCards } from './ResourceCards';
import { Faq } from './Faq';

/**
 * `/`: the marketing home page (docs/product.md §2). A logged-in visitor goes straight to the dashboard
 * (on the prerendered page, once React has taken over the HTML: useStoredClaims).
 */
export function HomePage() {
  const loggedIn = useStoredClaims() !== null;
  if (loggedIn) return <Navigate to="/dashboard" replace />;
  return <HomeContent />;
}

function HomeContent() {
  useDocumentTitle('ClearHire: WOTC tax credits and remote Form I-9', { suffix: false });
  const { hash } = useLocation();

  // Header links from other pages arrive as /#section: scroll there once the page has rendered.
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  return (
    <>
      <Hero />
      <RemoteI9Section />
      <WotcSection />
      <HowItWorks />
      <FeatureBlocks />
      <ResourceCards />
      <Faq />
    </>
  );
}
