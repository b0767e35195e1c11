import type { Metadata } from "next";
import { getTestCheckout, type TestCheckout as TestCheckoutData } from "@/features/donations/server/test-checkout";
import { TestCheckout, TestCheckoutUnavailable } from "@/features/donations/ui/test-checkout";
import { firstParam } from "@/features/donations/ui/donation-page";
import { NotFoundError } from "@/lib/errors";

export const metadata: Metadata = {
  title: "Test checkout",
  description: "The demo site's test-mode checkout: it takes no money.",
  robots: { index: false, follow: false },
};

/**
 * The embedded test-mode checkout (`/donation/checkout?session=cs_test_embedded_…`), where a gift
 * goes when no Stripe keys are configured. A session it does not know (or any, with Stripe
 * configured) shows "Checkout not found"; a finished one says so.
 */
export default async function TestCheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = firstParam((await searchParams).session) ?? "";
  let checkout: TestCheckoutData;
  try {
    checkout = await getTestCheckout(session);
  } catch (error) {
    if (error instanceof NotFoundError) return <TestCheckoutUnavailable finished={false} />;
    throw error;
  }
  if (checkout.status !== "pending") return <TestCheckoutUnavailable finished />;
  return <TestCheckout checkout={checkout} />;
}
