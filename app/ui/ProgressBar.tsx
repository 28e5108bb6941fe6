/**
 * A determinate progress bar with its label and a line of detail under it (e.g. bytes and
 * speed). `value` runs from 0 to `max`; the percentage is what assistive technology reads.
 */
export function ProgressBar({
  label,
  value,
  max,
  detail,
}: {
  label: string
  value: number
  max: number
  detail?: string
}) {
  const percent = max > 0 ? Math.min(100, Math.floor((value / max) * 100)) : 0
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm">
        <span className="text-default">{label}</span>
        <span className="text-secondary tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={detail ? `${percent}%, ${detail}` : `${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-tertiary"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {detail && <div className="text-xs text-secondary tabular-nums">{detail}</div>}
    </div>
  )
}
