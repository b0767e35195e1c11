"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { humanDuration } from "@/lib/format";
import { currencyDigits } from "@/lib/format/money";
import { CURRENCIES, lengthText, readLength, videoSettingsFormSchema, type CurrencyCode, type VideoSettingsFormValues } from "../schema";
import type { ApiVideoSettings } from "../server/settings";
import { saveVideoSettings } from "./api";

type Shown = Pick<ApiVideoSettings, "id" | "currency" | "pricePerVideoMinor" | "maxVideoLength" | "updatedAt">;

/** The form's values of the stored settings: the price as a plain decimal ("10.50"; "1500" in yen), the length as HH:MM. */
function formValues(settings: Shown): VideoSettingsFormValues {
  const digits = currencyDigits(settings.currency);
  return {
    currency: settings.currency,
    pricePerVideo: (settings.pricePerVideoMinor / 10 ** digits).toFixed(digits),
    maxVideoLength: settings.maxVideoLength,
  };
}

const priceHint = (code: CurrencyCode) => {
  const currency = CURRENCIES.find((c) => c.code === code)!;
  return currencyDigits(code) === 0
    ? `In ${currency.amountsIn} (${currency.symbol}), a whole number.`
    : `In ${currency.amountsIn} (${currency.symbol}), at most two decimals.`;
};

/**
 * The length in words under the time input. A browser on a 12-hour clock shows 00:30 as
 * "12:30 AM", which reads as a time of day: under an hour, the hint says so.
 */
function lengthHint(seconds: number): string {
  const clock = lengthText(seconds);
  const twelveHour = seconds < 3600 ? ` On a 12-hour clock ${clock} shows as 12:${clock.slice(3)} AM.` : "";
  return `${humanDuration(seconds)}.${twelveHour} Longer uploads are refused.`;
}

/**
 * The Video Settings form (spec 02 "Video Settings"): Currency, Price per video, Max video length
 * (a time with a 60-second step, HH:MM) and Update Settings. It sends the version it showed
 * (`updatedAt`): a save over someone else's newer one is refused and the page shows theirs.
 * Drawn again (by its key) whenever the stored settings change.
 */
export function VideoSettingsForm({ settings }: { settings: Shown }) {
  const form = useForm({ resolver: zodResolver(videoSettingsFormSchema), defaultValues: formValues(settings) });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const currency = useWatch({ control, name: "currency" });
  const length = readLength(useWatch({ control, name: "maxVideoLength" }) ?? "");

  const save = useApiMutation(
    (values: VideoSettingsFormValues) =>
      saveVideoSettings(settings.id, {
        currency: values.currency,
        pricePerVideo: values.pricePerVideo,
        maxVideoLength: values.maxVideoLength,
        updatedAt: settings.updatedAt,
      }),
    { fallback: "Failed to update the video settings. Please try again.", success: "Video settings updated." },
  );

  return (
    <form onSubmit={form.handleSubmit(save.run)} noValidate className="mt-6 space-y-6">
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="Currency" error={errors.currency?.message}>
          {(props) => (
            <select {...props} {...register("currency")} className="input">
              {CURRENCIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.symbol} {c.code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Price per video" error={errors.pricePerVideo?.message} hint={priceHint(currency)}>
          {(props) => (
            <input
              {...props}
              {...register("pricePerVideo")}
              type="number"
              inputMode="decimal"
              min="0"
              step={currencyDigits(currency) === 0 ? "1" : "0.01"}
              className="input"
            />
          )}
        </Field>
        <Field
          label="Max video length"
          error={errors.maxVideoLength?.message}
          hint={length.ok ? lengthHint(length.value) : "Hours and minutes (HH:MM)."}
        >
          {(props) => <input {...props} {...register("maxVideoLength")} type="time" step="60" className="input" />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="submit" className="btn-primary" disabled={save.busy}>
          {save.busy ? "Updating..." : "Update Settings"}
        </button>
        <p className="text-sm text-muted">Invoices already created keep the price they were made with.</p>
      </div>
    </form>
  );
}
