import type { Metadata } from "next";

// Signed-in areas: never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function DashboardsLayout({ children }: { children: React.ReactNode }) {
  return children;
}
