"use client";

/**
 * THE PLAYER SEAM. The dashboard's selection flow (card → detail modal → 1.5 s loading →
 * player) ends here. The full-screen player itself (progress saving, resume, "Video
 * completed!", Fullscreen) is the catalogue's `VideoPlayer`; this component only adapts it to
 * the dashboard ("Back to Dashboard").
 */
export function DashboardPlayer({ videoId, title, onClose }: { videoId: string; title: string; onClose: () => void }) {
  return (
    <div role="dialog" aria-modal="true" aria-label={title} data-video-id={videoId} className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-ink p-6 text-white">
      <p className="max-w-md text-center text-lg">The player for “{title}” is not available in this build yet.</p>
      <button type="button" className="btn-secondary" onClick={onClose}>
        Back to Dashboard
      </button>
    </div>
  );
}
