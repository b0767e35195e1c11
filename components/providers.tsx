"use client";

import { SessionProvider } from "next-auth/react";
import { Toaster } from "sonner";

/** Client-side context of the App Router: the session (sign-in forms, the video Play button) and toasts. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      {children}
      {/* At the top, under the header: a form's buttons and a video's own controls are at the bottom. */}
      <Toaster position="top-center" offset={{ top: 104 }} mobileOffset={{ top: 72, left: 16, right: 16 }} richColors closeButton />
    </SessionProvider>
  );
}
