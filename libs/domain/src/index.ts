export * from './lib/calendar-date';
export * from './lib/age';
export * from './lib/company-link';
export * from './lib/ssn';
export * from './lib/ein';
export * from './lib/screening-answers';
export * from './lib/i9-section1';
