"use client";

import { SessionProvider } from "next-auth/react";
import { Toaster } from "sonner";

/** Client-side context of the App Router: the session (sign-in forms, the video Play button) and toasts. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Toaster position="bottom-left" richColors closeButton />
    </SessionProvider>
  );
}
