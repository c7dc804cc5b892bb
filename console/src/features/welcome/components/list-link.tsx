import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppServices } from '@console/lib/app-services/app-services';

/**
 * A figure's link to the list it counts, followed inside the app (a new tab, not a reload); its
 * label says what the bare number counts. Given the `right` to see that list, a caller without it
 * gets the bare figure: a link would open a page their menus do not reach.
 */
export function ListLink({
  to,
  label,
  right,
  children,
}: {
  to: string;
  label: string;
  right?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { hasPermission } = useAppServices();
  if (right !== undefined && !hasPermission(right)) return children;
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
