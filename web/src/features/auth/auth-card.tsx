import type { ReactNode } from 'react';
import { Message } from 'primereact/message';
import './auth.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  error?: string | null;
  info?: string | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every sign-in screen: a title, the form and the links below it. */
export function AuthCard({ title, subtitle, error, info, children, footer }: AuthCardProps) {
  return (
    <section className="auth-card">
      <h1>{title}</h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
      {info && <Message severity="success" text={info} className="auth-message" />}
      {error && <Message severity="error" text={error} className="auth-message" data-testid="auth-error" />}
      {children}
      {footer && <div className="auth-footer">{footer}</div>}
    </section>
  );
}
