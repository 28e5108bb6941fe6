import { useId, useState } from 'react'

import { DEMO_USERS, mockSettings } from './mock-settings'

/** Mock mode only (spec section 2): says so, and lets a person act as another demo user. */
export function MockBanner() {
  const userId = useId()
  const chaosId = useId()
  const [chaos, setChaos] = useState(mockSettings.chaos)
  return (
    <div
      role="region"
      aria-label="Technical preview"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-notice/40 bg-notice/15 px-4 py-1.5 text-xs text-default"
    >
      <p className="flex-1">
        <strong className="font-semibold">Technical preview.</strong> This console is running
        against a simulated API in your browser; changes are lost when the page reloads.
      </p>
      <label htmlFor={userId} className="flex items-center gap-1.5">
        Acting as
        <select
          id={userId}
          className="rounded border border-notice/50 bg-raise px-1 py-0.5"
          defaultValue={mockSettings.signedOut ? '' : mockSettings.user}
          onChange={(e) => {
            mockSettings.user = e.target.value
            mockSettings.signedOut = false
            window.location.assign('/projects')
          }}
        >
          {mockSettings.signedOut && <option value="">(signed out)</option>}
          {DEMO_USERS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={chaosId} className="flex items-center gap-1.5">
        <input
          id={chaosId}
          type="checkbox"
          checked={chaos}
          onChange={(e) => {
            mockSettings.chaos = e.target.checked
            setChaos(e.target.checked)
          }}
        />
        Chaos mode
      </label>
    </div>
  )
}
