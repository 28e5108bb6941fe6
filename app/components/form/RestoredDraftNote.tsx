import { Button } from '~/ui/Button'
import { InfoIcon } from '~/ui/icons'

/** Says that a form shows a restored draft, with a way back to the form's own values */
export function RestoredDraftNote({
  incomplete,
  onDiscard,
}: {
  /** Some of it (a password, a file) was not kept */
  incomplete: boolean
  onDiscard: () => void
}) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-blue/30 bg-blue/10 px-3 py-2 text-sm text-blue"
    >
      <InfoIcon width={16} height={16} className="mt-0.5 shrink-0" />
      <p className="flex-1">
        Restored what you typed before you were signed out.
        {incomplete && ' Passwords and files are not kept: enter them again.'}
      </p>
      <Button size="sm" variant="secondary" onClick={onDiscard}>
        Discard
      </Button>
    </div>
  )
}
