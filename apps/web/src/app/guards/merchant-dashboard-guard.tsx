import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { AccessRestricted } from '@/components/access-restricted';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { RequireRole } from './require-role';

/**
 * The merchant dashboard's own rules: signed out → '/'; merchants in; an admin is sent to
 * /merchant/onboarding; anyone else is told the page needs merchant privileges.
 */
export function MerchantDashboardGuard({ children }: { children?: ReactNode }) {
  return (
    <RequireRole roles={['merchant']} denied={<NotAMerchant />}>
      {children}
    </RequireRole>
  );
}

function NotAMerchant() {
  const { user } = useCurrentUser();
  if (user?.role === 'admin') return <Navigate to="/merchant/onboarding" replace />;
  return <AccessRestricted message="You need merchant privileges to access this page" />;
}
