import type { Actor } from "@/lib/session/actor-type";
import { readVideoSettings } from "../server/settings";
import { VideoSettingsForm } from "./video-settings-form";

/**
 * The Video Settings block at the top of the staff's Invoice Approval tab (spec 02: above the
 * invoice panel): what instructors are paid per approved video and how long a video may be.
 */
export async function VideoSettingsSection({ actor }: { actor: Actor }) {
  const settings = await readVideoSettings(actor);
  return (
    <section aria-labelledby="video-settings-title" className="card mb-8">
      <h2 id="video-settings-title" className="text-2xl font-semibold">
        Video Settings
      </h2>
      <p className="mt-1 text-muted">The price paid to instructors for each approved video, and the longest video they may upload.</p>
      <VideoSettingsForm key={settings.updatedAt} settings={settings} />
    </section>
  );
}
