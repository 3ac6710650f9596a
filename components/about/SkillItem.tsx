'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './SkillList.module.css';

/** Whether the pointer is over the skill or the focus inside it: what shows its tooltip (see the CSS). */
const isOpen = (item: HTMLLIElement | null) => item?.matches(':hover, :focus-within') ?? false;

/**
 * One skill and its tooltip. CSS shows the tooltip on hover and focus; this adds what CSS cannot:
 * Escape hides it without moving the pointer or the focus (WCAG 1.4.13), until both leave the skill.
 * Both are read from the page itself, as they may have arrived before React ran.
 */
export function SkillItem({ children }: { children: ReactNode }) {
  const item = useRef<HTMLLIElement>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // On the document: a hovered skill does not have the focus, so its own keydown never fires.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen(item.current)) setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <li
      ref={item}
      className={styles.skill}
      data-dismissed={dismissed || undefined}
      onMouseLeave={() => {
        if (!item.current?.contains(document.activeElement)) setDismissed(false);
      }}
      onBlur={() => {
        if (!item.current?.matches(':hover')) setDismissed(false);
      }}
    >
      {children}
    </li>
  );
}
