import Link from 'next/link';
import styles from './breadcrumbs.module.css';

/** Breadcrumbs (spec §2 screen contents): home › sport › category/league › event. */
export function Breadcrumbs({
  label,
  items,
}: {
  label: string;
  items: { name: string; href?: string }[];
}) {
  return (
    <nav aria-label={label} className={styles.crumbs}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.name}`}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href}>{item.name}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
