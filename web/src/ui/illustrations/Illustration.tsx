import type { ReactNode } from 'react';

export interface IllustrationProps {
  /** What the picture shows, for people who cannot see it; omit for pure decoration. */
  title?: string;
  className?: string;
}

export function Illustration({
  title,
  className,
  viewBox,
  children,
}: IllustrationProps & { viewBox: string; children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {children}
    </svg>
  );
}
