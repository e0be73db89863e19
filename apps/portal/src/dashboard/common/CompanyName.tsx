import styles from './dashboard.module.css';

/** docs/product.md §2: company names longer than this use the long-name style so tables keep their shape. */
export const LONG_COMPANY_NAME_CHARS = 12;

export function isLongCompanyName(name: string): boolean {
  return name.length > LONG_COMPANY_NAME_CHARS;
}

export function CompanyName({ name }: { name: string }) {
  return <span className={isLongCompanyName(name) ? styles.longName : undefined}>{name}</span>;
}
