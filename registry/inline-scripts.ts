import { enhancePracticeTimer } from "@/components/practice/practice-timer-script";
import { enhanceScience } from "@/components/science/science-script";
import { showCurrentYear } from "@/components/site/current-year";
import { enhanceForms } from "@/components/site/form-script";
import { enhanceSite } from "@/components/site/site-script";
import { enhancePlainDialogs } from "@/components/ui/plain-dialog";
import { showVideoTitle } from "@/features/accounts/ui/video-title-script";
import { enhanceDonationForm } from "@/features/donations/ui/donation-script";
import { enhanceGallery } from "@/features/gallery/ui/public/lightbox";
import { enhanceVideoDetails } from "@/features/videos/ui/catalogue/video-details";

/**
 * Every function the site sends as an inline script (`InlineScript`, lib/static-site/inline-script.tsx),
 * one line per module that holds one. Only its test reads it: it runs each on its own, so one that
 * closes over an import fails there, and it fails on an `InlineScript` whose function is not listed.
 */
export const inlineScripts: readonly (() => void)[] = [
  enhanceSite,
  enhanceForms,
  showCurrentYear,
  enhancePlainDialogs,
  enhanceScience,
  enhancePracticeTimer,
  enhanceVideoDetails,
  enhanceGallery,
  enhanceDonationForm,
  showVideoTitle,
];
