import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';

interface RequireAuthProps {
  /** Where a signed-out visitor goes; '/' by default. */
  redirectTo?: string;
  /** Open the log-in dialog there, coming back to this page afterwards. On by default. */
  promptSignIn?: boolean;
  children?: ReactNode;
}

/** Lets signed-in users through; sends others away (asking them to log in) and waits, visibly, while unsure. */
export function RequireAuth({ redirectTo = '/', promptSignIn = true, children }: RequireAuthProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const authModal = useAuthModal();
  const isSignedOut = !isLoading && user === null;
  const wanted = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (isSignedOut && promptSignIn) authModal.open({ mode: 'login', redirectTo: wanted });
  }, [isSignedOut, promptSignIn, authModal, wanted]);

  if (isLoading) return <PageSpinner label="Checking your sign-in…" />;
  if (user === null) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
