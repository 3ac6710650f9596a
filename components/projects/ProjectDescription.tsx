import styles from './ProjectDescription.module.css';

/** The long description: one paragraph, or one per entry of a list. */
export function ProjectDescription({ description }: { description: string | string[] }) {
  const paragraphs = typeof description === 'string' ? [description] : description;
  return (
    <div className={styles.description}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
