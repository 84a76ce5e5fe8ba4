import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Spinner } from '@/components/ui/spinner';
import { takeAuthRedirect } from './auth-redirect';
import { useCreateSession } from './api/create-session';

/**
 * Where Google sends the browser back (/auth/callback?code=…&state=…): trades the code for a session, then
 * goes on to Complete Your Profile (new Google accounts), the page the visitor wanted, or /services.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const createSession = useCreateSession();
  // The code works once; React's development double-mount must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const code = params.get('code');
    const fail = (message: string) => {
      takeAuthRedirect();
      toast.error(message);
      void navigate('/', { replace: true });
    };
    if (params.get('error')) return fail('Google authentication failed');
    if (!code) return fail('No authorization code found');

    createSession.mutate(
      { code, state: params.get('state'), iss: params.get('iss') },
      {
        onSuccess: ({ user }) => {
          if (!user.profile_complete) {
            void navigate('/register', { replace: true });
            return;
          }
          void navigate(takeAuthRedirect() ?? '/services', { replace: true });
        },
        onError: () => fail('Failed to exchange code for session'),
      },
    );
  }, [params, navigate, createSession]);

  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner className="size-10 text-brand-700" />
      <h1 className="font-display text-3xl text-stone-900">Completing your sign in</h1>
      <p className="text-base text-stone-700">This only takes a moment.</p>
    </div>
  );
}
