/** Uploads for every feature: straight to storage (./uploads.ts) or streamed through the server (./multipart.ts). */
export { VIDEO_FILE_RULE, fileSchema, type FileRule } from "./rules";
export { UPLOAD_TTL_SECONDS, signUploadToken, verifyUploadToken, type UploadClaims } from "./token";
export {
  abandonUpload,
  checkStoredFile,
  checkUploadedFiles,
  claimUpload,
  expiredError,
  findIssuedUpload,
  issueUpload,
  issueUploadWithToken,
  issuedFile,
  recordDerivedKey,
  uploadKeys,
  uploadedFile,
  verifyUploadClaims,
  wholeSeconds,
  type CheckedFile,
  type DeclaredFile,
  type IssuedTarget,
} from "./uploads";
export { filledFields, receiveMultipartUpload, requiredFile, type ReceivedUpload } from "./multipart";
export { deleteExpiredUploads, sweepPartialUploads } from "./cleanup";
