import { Navigate, Outlet } from 'react-router-dom';
import { isLocked, isSignedIn, useSession } from '@console/lib/session/session-context';
import { shownTabLocation } from '@console/lib/tabs/tab-location';
import { tabsStore } from '@console/lib/tabs/tabs-store';

/**
 * The navigation guard of SPEC.md §2. With a token: a locked session goes to the lock page and
 * /login goes to /. Without one, only the public routes pass; the rest go to /login.
 */
export function RequireSession() {
  const signedIn = useSession(isSignedIn);
  const locked = useSession(isLocked);
  if (!signedIn) return <Navigate to="/login" replace />;
  if (locked) return <Navigate to="/lock" replace />;
  return <Outlet />;
}

/** /login (and the other guest-only pages) when already signed in: go to /. */
export function GuestOnly() {
  const signedIn = useSession(isSignedIn);
  return signedIn ? <Navigate to="/" replace /> : <Outlet />;
}

/**
 * /lock makes sense only for a locked session. Unlocking returns to the tab that was shown when
 * the screen was locked: the tabs are kept across reloads, as the lock is.
 */
export function LockedOnly() {
  const signedIn = useSession(isSignedIn);
  const locked = useSession(isLocked);
  if (!signedIn) return <Navigate to="/login" replace />;
  return locked ? <Outlet /> : <Navigate to={shownTabLocation(tabsStore.getSnapshot())} replace />;
}
