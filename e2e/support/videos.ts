import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator } from "@playwright/test";
import { DEMO_PASSWORD } from "./auth";

/**
 * Real media for the video journeys, made with Debian's ffmpeg (installed by .ci/run) into
 * test-results/media once per run: a small H.264 MP4 of `seconds` length (a test pattern) and a
 * JPEG thumbnail. Returns their paths, for `setInputFiles` or the API helper below.
 */
export function testMedia(seconds = 20): { video: string; thumbnail: string; seconds: number } {
  const dir = path.resolve("test-results", "media");
  mkdirSync(dir, { recursive: true });
  const video = path.join(dir, `pattern-${seconds}s.mp4`);
  const thumbnail = path.join(dir, "thumbnail.jpg");
  if (!existsSync(video)) {
    execFileSync("ffmpeg", [
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `testsrc=size=320x240:rate=10:duration=${seconds}`,
      "-pix_fmt",
      "yuv420p",
      "-c:v",
      "libx264",
      "-movflags",
      "+faststart",
      video,
    ]);
  }
  if (!existsSync(thumbnail)) {
    execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=640x360:rate=1", "-frames:v", "1", thumbnail]);
  }
  return { video, thumbnail, seconds };
}

/**
 * A long video that weighs a few KB: `seconds` of one grey frame every 30 s (H.264 MP4, made with
 * ffmpeg into test-results/media once per run), for the maximum-length journeys.
 */
export function longTestMedia(seconds: number): { video: string; seconds: number } {
  const dir = path.resolve("test-results", "media");
  mkdirSync(dir, { recursive: true });
  const video = path.join(dir, `grey-${seconds}s.mp4`);
  if (!existsSync(video)) {
    execFileSync("ffmpeg", [
      ...["-loglevel", "error", "-y", "-f", "lavfi", "-i", `color=c=gray:size=64x64:rate=1/30:duration=${seconds}`],
      ...["-pix_fmt", "yuv420p", "-c:v", "libx264", "-movflags", "+faststart", video],
    ]);
  }
  return { video, seconds };
}

/**
 * The origin the browser uploads to and plays from: the site itself on the embedded defaults
 * (our signed /api/v1/files URLs), s3rver in the S3 run (playwright.config.ts sets E2E_S3_ORIGIN).
 */
export function storageOrigin(baseURL: string): string {
  return process.env.E2E_S3_ORIGIN ?? new URL(baseURL).origin;
}

/** A Bearer token for a demo (or any) account, through the real login route. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post("/api/v1/user/login", { data: { email, password } });
  expect(response.status(), `login as ${email}`).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export type UploadedVideo = { _id: string; id: string; courseName: string; status: string };

/**
 * Uploads a video the way the browser does (metadata, PUT of both files to the signed targets,
 * confirmation) as `email`, and returns the pending video. For journeys that need a video to
 * exist; the upload form itself is exercised by the instructor journey.
 */
export async function uploadVideoViaApi(
  request: APIRequestContext,
  email: string,
  meta: { courseName: string; courseContent?: string; description?: string; category?: string; tags?: string[] },
  media = testMedia(),
): Promise<UploadedVideo> {
  const token = await apiToken(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const init = await request.post("/api/v1/video/upload", {
    headers,
    data: {
      courseName: meta.courseName,
      courseContent: meta.courseContent ?? "Breathing, attention and a short body scan",
      description: meta.description ?? "A calm guided practice for the start of the school day.",
      durationSeconds: media.seconds,
      video: { contentType: "video/mp4", size: statSync(media.video).size },
      thumbnail: { contentType: "image/jpeg", size: statSync(media.thumbnail).size },
      ...(meta.category ? { category: meta.category } : {}),
      ...(meta.tags ? { tags: meta.tags } : {}),
    },
  });
  expect(init.status(), await init.text()).toBe(200);
  type Target = { url: string; method: "PUT"; headers: Record<string, string> };
  const body = (await init.json()) as { uploadToken: string; video: { upload: Target }; thumbnail: { upload: Target } };
  for (const [target, file] of [
    [body.video.upload, media.video],
    [body.thumbnail.upload, media.thumbnail],
  ] as const) {
    const put = await request.fetch(target.url, { method: "PUT", headers: target.headers, data: readFileSync(file) });
    expect(put.ok(), `PUT ${file}: ${put.status()}`).toBe(true);
  }
  const confirm = await request.post("/api/v1/video/upload/confirm", { headers, data: { uploadToken: body.uploadToken } });
  expect(confirm.status(), await confirm.text()).toBe(201);
  return ((await confirm.json()) as { video: UploadedVideo }).video;
}

/** Approves (and optionally ranks) a video as the demo admin, through the API. */
export async function approveVideoViaApi(
  request: APIRequestContext,
  id: string,
  options: { rank?: number; recommended?: boolean } = {},
): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, "admin@demo.test")}` };
  const approve = await request.put(`/api/v1/adminVideoApproval/approve/video/${id}`, { headers });
  expect(approve.status(), await approve.text()).toBe(200);
  if (options.rank !== undefined || options.recommended !== undefined) {
    const update = await request.put(`/api/v1/video/updateVideo/${id}`, {
      headers,
      data: {
        ...(options.rank !== undefined ? { rank: options.rank } : {}),
        ...(options.recommended !== undefined ? { recommended: options.recommended } : {}),
      },
    });
    expect(update.status(), await update.text()).toBe(200);
  }
}

/**
 * The protections of a player's <video> (components/ui/protected-video.tsx, the catalogue's and
 * the library's): no download or remote playback in its controls, no picture-in-picture, and the
 * context menu, copy, cut and the save, print and select-all shortcuts cancelled on it (a plain
 * key is not).
 */
export async function expectProtectedVideo(video: Locator): Promise<void> {
  expect(await video.getAttribute("controlslist")).toBe("nodownload noremoteplayback");
  expect(await video.evaluate((v: HTMLVideoElement) => v.disablePictureInPicture)).toBe(true);
  const prevented = await video.evaluate((v) => {
    const fire = (event: Event) => (v.dispatchEvent(event), event.defaultPrevented);
    return {
      contextmenu: fire(new MouseEvent("contextmenu", { bubbles: true, cancelable: true })),
      copy: fire(new ClipboardEvent("copy", { bubbles: true, cancelable: true })),
      cut: fire(new ClipboardEvent("cut", { bubbles: true, cancelable: true })),
      save: fire(new KeyboardEvent("keydown", { key: "s", ctrlKey: true, bubbles: true, cancelable: true })),
      print: fire(new KeyboardEvent("keydown", { key: "p", metaKey: true, bubbles: true, cancelable: true })),
      selectAll: fire(new KeyboardEvent("keydown", { key: "a", ctrlKey: true, bubbles: true, cancelable: true })),
      plainKey: fire(new KeyboardEvent("keydown", { key: "s", bubbles: true, cancelable: true })),
    };
  });
  expect(prevented).toEqual({ contextmenu: true, copy: true, cut: true, save: true, print: true, selectAll: true, plainKey: false });
}
