import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { AuthModalMode } from '../hooks/use-auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

interface AuthModalProps {
  open: boolean;
  mode: AuthModalMode;
  redirectTo: string | undefined;
  onModeChange: (mode: AuthModalMode) => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * Log in, sign up and forgotten password in one dialog. Each mode is keyed, so switching between them
 * starts from empty fields (and the +44 country code), as the spec asks.
 */
export function AuthModal({ open, mode, redirectTo, onModeChange, onOpenChange }: AuthModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={mode === 'register' ? 'sm:max-w-lg' : undefined}>
        {mode === 'login' ? (
          <LoginForm
            key="login"
            redirectTo={redirectTo}
            onForgotPassword={() => onModeChange('forgot-password')}
            onSwitchToRegister={() => onModeChange('register')}
          />
        ) : null}
        {mode === 'register' ? (
          <RegisterForm key="register" redirectTo={redirectTo} onSwitchToLogin={() => onModeChange('login')} />
        ) : null}
        {mode === 'forgot-password' ? (
          <ForgotPasswordForm key="forgot-password" onBackToLogin={() => onModeChange('login')} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
