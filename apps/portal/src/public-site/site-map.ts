/**
 * Where the public site's links point: the home page sections the header scrolls to (docs/product.md §2
 * "Public layout") and the six content pages that double as the home page's resource cards.
 */
export const HOME_SECTIONS = [
  { id: 'simplify', label: 'Remote I-9' },
  { id: 'what-is', label: 'What is WOTC?' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'resources', label: 'Resources' },
  { id: 'faq-section', label: 'FAQ' },
] as const;
export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

export interface ResourceLink {
  path: string;
  title: string;
  summary: string;
  topic: 'WOTC' | 'Form I-9';
}

export const RESOURCES: readonly ResourceLink[] = [
  {
    path: '/earn_tax_credits',
    title: 'Earn tax credits with WOTC',
    summary:
      'How the Work Opportunity Tax Credit works, what it is worth and the deadline that decides whether you can claim it.',
    topic: 'WOTC',
  },
  {
    path: '/work_opportunity_tax_credit_target_groups',
    title: 'WOTC target groups',
    summary: 'Every target group, who qualifies and the maximum credit each one can earn.',
    topic: 'WOTC',
  },
  {
    path: '/wotc_case_study',
    title: 'Case study: a restaurant chain',
    summary: 'An illustrative example of how screening every hire added up to more than $250,000 in credits.',
    topic: 'WOTC',
  },
  {
    path: '/effortless-i9-compliance',
    title: 'Effortless I-9 compliance',
    summary: 'Deadlines, acceptable documents and how employees complete Form I-9 remotely.',
    topic: 'Form I-9',
  },
  {
    path: '/protecting-your-business',
    title: 'Protecting your business',
    summary: 'Retention, inspections, E-Verify mismatches and what is at stake when Form I-9 goes wrong.',
    topic: 'Form I-9',
  },
  {
    path: '/tips-for-i9-compliance',
    title: 'Tips for I-9 compliance',
    summary: 'Practical habits that keep Form I-9 files complete, consistent and free of discrimination.',
    topic: 'Form I-9',
  },
];

export const CONTACT_EMAIL = 'hello@clearhire.example';
