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
