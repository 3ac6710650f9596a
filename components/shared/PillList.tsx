import styles from './PillList.module.css';

/** Short labels side by side, each in a pill: the footer's badges, the about page's passions. */
export function PillList({ items, small = false }: { items: string[]; small?: boolean }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={small ? styles.small : styles.pill}>
          {item}
        </li>
      ))}
    </ul>
  );
}
