'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './SkillList.module.css';

/**
 * One skill and its tooltip. CSS shows the tooltip on hover and focus; this adds what CSS cannot:
 * Escape hides it without moving the pointer or the focus (WCAG 1.4.13), until both leave the skill.
 */
export function SkillItem({ children }: { children: ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = hovered || focused;

  useEffect(() => {
    if (!open) return;
    // On the document: a hovered skill does not have the focus, so its own keydown never fires.
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <li
      className={styles.skill}
      data-dismissed={dismissed || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        if (!focused) setDismissed(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        if (!hovered) setDismissed(false);
      }}
    >
      {children}
    </li>
  );
}
