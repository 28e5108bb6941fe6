import { SuccessIcon } from '~/ui/icons'

/** Where the device sign-in ends (spec section 2): the CLI now holds a token. */
export default function DeviceSuccessPage() {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <SuccessIcon width={32} height={32} className="text-accent" />
      <h1 className="text-xl font-semibold text-default">Device logged in</h1>
      <p className="text-sm text-secondary">
        Your device is now signed in. You can close this window and return to your device.
      </p>
    </div>
  )
}
