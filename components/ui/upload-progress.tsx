/** An accessible progress bar with the percentage written out. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm font-medium text-ink">
        <span id="upload-progress-label">{label}</span>
        <span aria-hidden>{`${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% uploaded`}
        className="h-3 overflow-hidden rounded-full bg-sand-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
