import type { ReactNode } from 'react';

/** The white card the sign-in, register and password-reset forms sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-7">{children}</div>;
}
