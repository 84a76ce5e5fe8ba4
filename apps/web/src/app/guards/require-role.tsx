import type { UserRole } from '@lull/domain/contracts/user';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { RequireAuth } from './require-auth';

interface RequireRoleProps {
  roles: readonly UserRole[];
  /**
   * What a signed-in user without one of the roles gets: by default a redirect to '/' (the generic guard);
   * a page may show an explanation instead (Access Restricted) or send roles elsewhere.
   */
  denied?: ReactNode;
  children?: ReactNode;
}

/** Signed out: as RequireAuth. Signed in with the wrong role: `denied`, else '/'. */
export function RequireRole({ roles, denied, children }: RequireRoleProps) {
  return (
    <RequireAuth>
      <RoleCheck roles={roles} denied={denied}>
        {children}
      </RoleCheck>
    </RequireAuth>
  );
}

function RoleCheck({ roles, denied, children }: RequireRoleProps) {
  const { user } = useCurrentUser();
  if (user === null) return <PageSpinner />;
  if (!roles.includes(user.role)) return denied ?? <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
