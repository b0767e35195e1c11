"use client";

import { SessionProvider } from "next-auth/react";
import { Toaster } from "sonner";

/** Client-side context for the whole app: the session (for the navigation bar) and toasts. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Toaster position="bottom-left" richColors closeButton />
    </SessionProvider>
  );
}
