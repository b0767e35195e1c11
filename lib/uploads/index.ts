import "server-only";

/** Uploads for every feature: straight to storage (./uploads.ts) or streamed through the server (./multipart.ts). */
export { fileSchema, type FileRule } from "./rules";
export { UPLOAD_TTL_SECONDS, signUploadToken, verifyUploadToken, type UploadClaims } from "./token";
export {
  abandonUpload,
  checkStoredFile,
  checkUploadedFiles,
  claimUpload,
  findIssuedUpload,
  issueUpload,
  uploadKeys,
  uploadedFile,
  type CheckedFile,
  type DeclaredFile,
  type IssuedTarget,
} from "./uploads";
export { receiveMultipartUpload, type ReceivedUpload } from "./multipart";
export { deleteExpiredUploads } from "./cleanup";
