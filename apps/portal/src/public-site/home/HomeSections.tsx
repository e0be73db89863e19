import { Link } from 'react-router-dom';
import { WOTC_FIGURES } from '../wotc-figures';
import { CallsToAction } from '../layout/CallsToAction';
import { FigureList, type Figure } from '../layout/FigureList';
import eyebrowStyles from '../layout/eyebrow.module.css';
import styles from './home.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className="container">
        <p className={`${eyebrowStyles.eyebrow} ${styles.heroEyebrow}`}>WOTC pre-screening and remote Form I-9</p>
        <h1 id="hero-title">Hire with confidence and claim the tax credits you have earned</h1>
        <p className={styles.lead}>
          ClearHire screens every applicant for the Work Opportunity Tax Credit, files the paperwork with your state on time, and
          lets new employees complete Form I-9 from their phone. Credits are worth up to {WOTC_FIGURES.maxPerHire} per eligible
          hire, and there is no fee if no credits are found.
        </p>
        <CallsToAction contactLabel="Get Started" className={styles.heroActions} />
      </div>
    </section>
  );
}

/** Section `simplify`: the header's "Remote I-9" link lands here. */
export function RemoteI9Section() {
  return (
    <section id="simplify" tabIndex={-1} className={styles.section} aria-labelledby="simplify-title">
      <div className={`container ${styles.split}`}>
        <div>
          <p className={eyebrowStyles.eyebrow}>Remote I-9</p>
          <h2 id="simplify-title">Simplify Form I-9 for every new hire, wherever they start</h2>
          <p>
            Every employer in the United States must complete Form I-9 for each person it hires. ClearHire sends your new employee
            a secure link: they fill in Section 1 on any device by their first day of work and upload copies of the identity and
            work-authorization documents they choose to present.
          </p>
          <p>
            You review the documents and complete Section 2 within three business days of the start date, with E-Verify for
            employers who use it. Finished forms and document copies are stored encrypted, ready for an inspection.
          </p>
          <Link to="/effortless-i9-compliance">How remote Form I-9 works</Link>
        </div>
        <ul className={styles.checkList}>
          <li>Section 1 completed online by the employee&apos;s first day</li>
          <li>Section 2 tracked against the three-business-day deadline</li>
          <li>Document copies uploaded as JPG, PNG or PDF</li>
          <li>Encrypted storage with an audit trail of every change</li>
        </ul>
      </div>
    </section>
  );
}

/** Section `what-is`: the Work Opportunity Tax Credit explained. */
const WOTC_AT_A_GLANCE: readonly Figure[] = [
  ['per eligible hire', `up to ${WOTC_FIGURES.maxPerHire}`],
  ['for applicant pre-screening', '1 minute'],
  ['from the start date to file Form 8850', `${WOTC_FIGURES.submissionDays} days`],
  ['to carry unused credits forward', '20 years'],
];

export function WotcSection() {
  return (
    <section id="what-is" tabIndex={-1} className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="what-is-title">
      <div className="container">
        <p className={eyebrowStyles.eyebrow}>Work Opportunity Tax Credit</p>
        <h2 id="what-is-title">What is the Work Opportunity Tax Credit?</h2>
        <div className={styles.split}>
          <div>
            <p>
              The Work Opportunity Tax Credit (WOTC) is a federal income tax credit for employers who hire people from groups that
              face barriers to work: veterans, people receiving SNAP, TANF or SSI, the long-term unemployed, people with a felony
              conviction in the past year, vocational rehabilitation referrals and others.
            </p>
            <p>
              The credit is up to {WOTC_FIGURES.maxPerHire} per eligible hire. Depending on the target group and the hours worked,
              savings run from {WOTC_FIGURES.standardCredit} to {WOTC_FIGURES.maxPerHire} per employee, and small and mid-sized
              businesses report $50,000 to $100,000 a year. Credits you cannot use this year carry forward for up to 20 years.
            </p>
            <Link to="/earn_tax_credits">Learn how to earn tax credits</Link>
          </div>
          <FigureList className={styles.stats} figures={WOTC_AT_A_GLANCE} />
        </div>
      </div>
    </section>
  );
}

const FEATURES = [
  {
    title: 'No fee if no credits are found',
    text: 'Our fee is contingent on the credits we find for you. If none of your hires qualify, you owe nothing.',
  },
  {
    title: 'Deadlines watched for you',
    text: `Form 8850 must reach the state within ${WOTC_FIGURES.submissionDays} days of the start date and Section 2 is due within three business days. We keep track of both for every hire.`,
  },
  {
    title: 'Built for phones',
    text: 'Applicants and new employees complete their forms on any device, without an account and without printing anything.',
  },
  {
    title: 'Personal data protected',
    text: 'Social Security numbers are encrypted at rest and masked in the dashboard, files are encrypted, and every access is recorded.',
  },
  {
    title: 'One authorization',
    text: 'You sign the employer authorization once; it lets us prepare and submit WOTC forms for you for up to five years.',
  },
  {
    title: 'Every submission in one place',
    text: 'See each pre-screening, its status with the state and the forms we filed, and share your pre-screening link in one click.',
  },
] as const;

export function FeatureBlocks() {
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title">Why employers choose ClearHire</h2>
        <ul className={styles.featureGrid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
