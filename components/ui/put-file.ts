import type { UploadTarget } from "@/lib/storage/types";

/**
 * PUTs a file straight to storage with XMLHttpRequest (fetch cannot report upload progress),
 * calling `onProgress(bytesSent)` as it goes. The target is one our API signed (lib/uploads issueUpload).
 */
export function putFile(
  target: Pick<UploadTarget, "url" | "method" | "headers">,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size);
        resolve();
      } else reject(new Error("The file could not be uploaded. Please try again."));
    };
    xhr.onerror = () => reject(new Error("The file could not be uploaded. Please check your connection and try again."));
    xhr.onabort = () => reject(new Error("The upload was cancelled."));
    xhr.send(file);
  });
}

/** The duration of a video file in seconds, read by the browser from its metadata. */
export function readDuration(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    video.preload = "metadata";
    video.muted = true;
    const done = () => {
      URL.revokeObjectURL(url);
      video.removeAttribute("src");
      video.load();
    };
    video.onloadedmetadata = () => {
      const seconds = video.duration;
      done();
      if (Number.isFinite(seconds) && seconds > 0) resolve(seconds);
      else reject(new Error("The video's duration could not be read"));
    };
    video.onerror = () => {
      done();
      reject(new Error("The video's duration could not be read"));
    };
    video.src = url;
  });
}

/**
 * PUTs files straight to storage one after the other (each to the target our API signed for it),
 * reporting the share of all their bytes sent so far as a whole percentage (0–100). Entries
 * without a file or a target (an optional file left empty) are skipped.
 */
export async function putFiles(
  files: { file: File | null | undefined; target: Pick<UploadTarget, "url" | "method" | "headers"> | undefined }[],
  onPercent: (percent: number) => void,
): Promise<void> {
  const wanted = files.filter((f): f is { file: File; target: Pick<UploadTarget, "url" | "method" | "headers"> } =>
    Boolean(f.file && f.target),
  );
  const total = wanted.reduce((sum, f) => sum + f.file.size, 0) || 1;
  let done = 0;
  for (const { file, target } of wanted) {
    await putFile(target, file, (sent) => onPercent(Math.min(100, Math.floor(((done + sent) / total) * 100))));
    done += file.size;
  }
  onPercent(100);
}
