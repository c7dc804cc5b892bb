import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A figure's link to the list it counts, followed inside the app (a new tab, not a reload); its
 * label says what the bare number counts.
 */
export function ListLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
