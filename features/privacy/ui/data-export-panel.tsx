"use client";

import { useSyncExternalStore } from "react";
import { Clock, CircleAlert, CircleCheck, Download, FileArchive } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { LocalDate } from "@/components/ui/local-date";
import { SettingsCard } from "@/components/ui/settings-card";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { Json } from "@/lib/http/api-client";
import { SITE_LOCALE } from "@/lib/format";
import type { DataExportState } from "../server/exports";
import { askForDataExport, dataExportDownloadHref } from "./api";

const subscribe = () => () => {};

/** "29 Nov 2026, 16:10" on the viewer's clock (UTC, said so, in the server's HTML). */
function LocalDateTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () =>
      new Date(iso).toLocaleString(SITE_LOCALE, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }),
    () =>
      `${new Date(iso).toLocaleString(SITE_LOCALE, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" })} UTC`,
  );
  return <time dateTime={iso}>{text}</time>;
}

/** "840 KB", "12.4 MB". */
function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Line({ icon: Icon, tone, children }: { icon: typeof Clock; tone: string; children: React.ReactNode }) {
  return (
    <p className={`flex items-start gap-3 ${tone}`}>
      <Icon aria-hidden className="mt-1 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * "Download your data" under every person's own Profile: asks for one ZIP of everything the site
 * holds about them, then shows its state as stored when the page was drawn (being prepared, ready
 * until a date with its Download link, or could not be made), and redraws after the button.
 */
export function DataExportPanel({ latest, nextRequestAt }: Json<DataExportState>) {
  const hydrated = useHydrated();
  const ask = useApiMutation(askForDataExport, {
    fallback: "Could not ask for your data",
    errorIn: "inline",
    success: "Your download is being prepared",
  });
  const canAsk = nextRequestAt === null;
  const label = latest?.status === "failed" ? "Try again" : latest ? "Make a new download" : "Download your data";
  return (
    <SettingsCard
      id="data-export-title"
      icon={FileArchive}
      title="Download your data"
      description="One ZIP file of everything the site holds about you (your profile, your activity, the files you uploaded), with a README that says what each file holds."
    >
      <div className="space-y-4">
        {latest?.status === "pending" && (
          <Line icon={Clock} tone="text-warn-700">
            Your download is being prepared… We will e-mail you when it is ready.
          </Line>
        )}
        {latest?.status === "ready" && latest.expiresAt && (
          <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-line p-4">
            <Line icon={CircleCheck} tone="text-brand-800">
              Ready until <LocalDate iso={latest.expiresAt} />
              {latest.sizeBytes ? <span className="text-muted"> · {size(latest.sizeBytes)}</span> : null}
            </Line>
            <a className="btn-primary" href={dataExportDownloadHref(latest.id)} download>
              <Download aria-hidden className="size-5" />
              Download
            </a>
          </div>
        )}
        {latest?.status === "failed" && (
          <Line icon={CircleAlert} tone="text-danger-600">
            Could not be made — try again.
          </Line>
        )}
        <Alert>{ask.error}</Alert>
        {canAsk ? (
          <button
            type="button"
            className={latest?.status === "ready" ? "btn-secondary" : "btn-primary"}
            disabled={!hydrated || ask.busy}
            onClick={() => void ask.run()}
          >
            {ask.busy ? "Asking..." : label}
          </button>
        ) : (
          <p className="text-muted">
            You can ask for a new download once a day: next after <LocalDateTime iso={nextRequestAt} />.
          </p>
        )}
      </div>
    </SettingsCard>
  );
}
